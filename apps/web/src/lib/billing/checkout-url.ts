import { ApiError, ClientErrorCode } from '../api-client.ts';

/** Only a web page may be the checkout: a `javascript:` or other scheme is a broken answer. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The checkout address an answer gave, when it is a web page; else the answer breaks the contract. */
export function checkedCheckoutUrl(url: string): string {
  if (isWebUrl(url)) return url;
  throw new ApiError({
    kind: 'http',
    status: 200,
    code: ClientErrorCode.INVALID_RESPONSE,
    serverMessage: null,
  });
}
