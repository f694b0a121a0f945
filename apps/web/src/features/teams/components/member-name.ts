import type { TFunction } from 'i18next';

/** What a person is called on the team page: their name, else their address, else "a member". */
export function personName(
  person: { name: string | null; email: string | null },
  t: TFunction<'teams'>,
): string {
  return person.name?.trim() || person.email || t('members.unnamed');
}
