/**
 * Leaving the app for the hosted checkout page. One seam, so tests can watch where the page
 * goes (jsdom cannot navigate away).
 */
export const checkoutNavigation = {
  open(url: string): void {
    window.location.assign(url);
  },
};
