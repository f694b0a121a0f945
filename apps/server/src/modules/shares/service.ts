import { ReportErrorCode } from '@idealens/shared/reports';
import {
  type SharedReport,
  ShareErrorCode,
  type ShareLink,
  type ShareState,
  sharedReportPath,
} from '@idealens/shared/shares';
import type { DB } from '../../db/database.ts';
import { DomainError } from '../../domain-error.ts';
import { metadataOf } from '../reports/service.ts';
import {
  deleteShare,
  findShare,
  findSharedReport,
  insertShare,
  openSharedReport,
  ownsReport,
  replaceShareToken,
  type SharedReportRow,
  type ShareRow,
} from './repository.ts';
import { type SharePreview, sharedReportPageHtml, sharePreview } from './share-page.ts';
import {
  hashShareToken,
  isShareTokenShaped,
  newShareToken,
  sealShareToken,
  unsealShareToken,
} from './share-token.ts';

const reportNotFound = () =>
  new DomainError('not_found', ReportErrorCode.REPORT_NOT_FOUND, 'Report not found');

const sharedReportNotFound = () =>
  new DomainError(
    'not_found',
    ShareErrorCode.SHARED_REPORT_NOT_FOUND,
    'This shared report does not exist, or its link was revoked.',
  );

const iso = (value: Date | string) => new Date(value).toISOString();

export interface ShareServiceOptions {
  db: DB;
  /** The origin people browse (`PUBLIC_URL`): links are `{publicUrl}/r/{token}`. */
  publicUrl: string;
  /** The 32-byte key that seals the owner's copy of each token, the same in every process. */
  sealingKey: () => Promise<Buffer>;
}

/** A page a share link opens: its status, and the web app's HTML with the link's head. */
export interface SharedReportPage {
  status: 200 | 404;
  html: string;
}

/**
 * Share links (issue 21, ADR 028): the owner creates, reads and revokes a report's one live link;
 * anyone holding the link reads the report, without anything of its owner.
 */
export function createShareService({ db, publicUrl, sealingKey }: ShareServiceOptions) {
  const urlOf = (token: string) => `${publicUrl}${sharedReportPath(token)}`;
  // Read once it is found (a failed read is tried again next time).
  let key: Buffer | undefined;
  const keyOf = async () => {
    key ??= await sealingKey();
    return key;
  };

  /** A new token for a report, as the database keeps it. */
  async function newToken(reportId: string) {
    const token = newShareToken();
    const sealedToken = sealShareToken(await keyOf(), token, reportId);
    return { token, stored: { reportId, tokenHash: hashShareToken(token), sealedToken } };
  }

  /**
   * The link as its owner sees it. A token that no longer unseals (the `share-link-key` secret
   * was deleted or replaced) cannot be given back: the link gets a new token instead of failing.
   */
  async function linkOf(share: ShareRow): Promise<ShareLink> {
    let token: string;
    let current = share;
    try {
      token = unsealShareToken(await keyOf(), share.sealed_token, share.report_id);
    } catch {
      const renewed = await newToken(share.report_id);
      current = (await replaceShareToken(db, renewed.stored)) ?? share;
      token = renewed.token;
    }
    return {
      url: urlOf(token),
      createdAt: iso(current.created_at),
      openCount: current.open_count,
      lastOpenedAt: current.last_opened_at ? iso(current.last_opened_at) : null,
    };
  }

  async function requireOwnReport(userId: string, reportId: string): Promise<void> {
    if (!(await ownsReport(db, userId, reportId))) throw reportNotFound();
  }

  /** The stored report a token names, unread when it cannot be a token at all. */
  const sharedReportOf = (
    token: string,
    read: (tokenHash: string) => Promise<SharedReportRow | undefined>,
  ) => (isShareTokenShaped(token) ? read(hashShareToken(token)) : Promise.resolve(undefined));

  return {
    /** The report's live link, created now when it has none (`created` says which). */
    async createShare(
      userId: string,
      reportId: string,
    ): Promise<{ link: ShareLink; created: boolean }> {
      await requireOwnReport(userId, reportId);
      const existing = await findShare(db, reportId);
      if (existing) return { link: await linkOf(existing), created: false };
      const { stored } = await newToken(reportId);
      const share = await insertShare(db, stored);
      return { link: await linkOf(share), created: share.token_hash === stored.tokenHash };
    },

    async shareState(userId: string, reportId: string): Promise<ShareState> {
      await requireOwnReport(userId, reportId);
      const share = await findShare(db, reportId);
      return share ? { exists: true, ...(await linkOf(share)) } : { exists: false };
    },

    /** Revokes the report's link, if it has one: it stops opening at once. */
    async revokeShare(userId: string, reportId: string): Promise<void> {
      await requireOwnReport(userId, reportId);
      await deleteShare(db, reportId);
    },

    /**
     * The report a link opens, read-only and without its owner (no ids, name or email: the
     * columns read name none); an open by anyone but the owner is counted.
     */
    async openSharedReport(token: string, viewerId: string | undefined): Promise<SharedReport> {
      const row = await sharedReportOf(token, (hash) => openSharedReport(db, hash, viewerId));
      if (!row) throw sharedReportNotFound();
      return {
        reportTitle: row.report_title,
        userMessage: row.user_message,
        createdAt: iso(row.created_at),
        compositeScore: row.composite_score,
        reportType: row.report_type,
        analysisContent: JSON.stringify(row.analysis_content),
        metadata: metadataOf(row.metadata),
        sharedAt: iso(row.shared_at),
      };
    },

    /** The web app's page for a link: its preview in the head, or not found (nothing counted). */
    async sharedReportPage(token: string, shell: string): Promise<SharedReportPage> {
      const row = await sharedReportOf(token, (hash) => findSharedReport(db, hash));
      const preview: SharePreview | undefined = row ? sharePreview(row, urlOf(token)) : undefined;
      return { status: row ? 200 : 404, html: sharedReportPageHtml(shell, preview) };
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
