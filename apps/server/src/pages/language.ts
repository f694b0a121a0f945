import type { IncomingHttpHeaders } from 'node:http';
import { LANGUAGE_COOKIE } from '@idealens/shared/prerendered-pages';
import { LANGUAGES, type Language } from '@idealens/shared/simple-report';
import { parseCookie } from 'cookie';
import Negotiator from 'negotiator';

// Which language the server answers a page in: the one place it decides, for every page it
// renders itself (sign-in, checkout) and the prerendered pages it serves.

/** The site's language when nothing says otherwise (the web app's too). */
export const DEFAULT_LANGUAGE: Language = 'en-US';

const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** The site's language for a language tag: any Chinese is zh-CN, any English en-US. */
function siteLanguage(tag: string): Language | undefined {
  const primary = tag.split('-', 1)[0]?.toLowerCase();
  if (primary === 'zh') return 'zh-CN';
  if (primary === 'en') return 'en-US';
  return undefined;
}

/** The first of these tags, most wanted first, that the site speaks. */
const firstSpoken = (tags: readonly string[]) =>
  tags.map(siteLanguage).find((language) => language !== undefined);

/** Tags in an Accept-Language header, most wanted first by their q-values; none are refused (q=0). */
const acceptedTags = (header: string) =>
  new Negotiator({ headers: { 'accept-language': header } }).languages();

/** The visitor's own choice, as the web app keeps it in its cookie: only a language the site speaks. */
function cookieLanguage(cookieHeader: string): Language | undefined {
  const value = parseCookie(cookieHeader)[LANGUAGE_COOKIE];
  return isLanguage(value) ? value : undefined;
}

export interface LanguageSources {
  /**
   * A language the page's address asks for (OpenID's `ui_locales`, the checkout's `?lang=`):
   * space-separated tags, most wanted first. Anything but a string is ignored.
   */
  requested?: unknown;
  /** The Cookie header, for the language the visitor chose in the web app. */
  cookie?: string | undefined;
  /** The Accept-Language header, weighed by its q-values; left out where the browser's language must not count. */
  acceptLanguage?: string | undefined;
}

/**
 * The page's language: the one its address asks for, else the visitor's choice in the web app
 * (its cookie), else the browser's most wanted one the site speaks, else the default.
 */
export function chooseLanguage(sources: LanguageSources): Language {
  const requested =
    typeof sources.requested === 'string' ? firstSpoken(sources.requested.split(/\s+/)) : undefined;
  return (
    requested ??
    (sources.cookie ? cookieLanguage(sources.cookie) : undefined) ??
    (sources.acceptLanguage ? firstSpoken(acceptedTags(sources.acceptLanguage)) : undefined) ??
    DEFAULT_LANGUAGE
  );
}

/** A request's language from its headers (Fastify's or the identity provider's), after `requested`. */
export const requestLanguage = (headers: IncomingHttpHeaders, requested?: unknown): Language =>
  chooseLanguage({
    requested,
    cookie: headers.cookie,
    acceptLanguage: headers['accept-language'],
  });
