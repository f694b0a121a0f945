/** Every page of the route table with the locale key of its one h1. */
export const PAGE_HEADINGS = [
  { path: '/', heading: ['home', 'hero.title'] },
  { path: '/about', heading: ['about', 'title'] },
  { path: '/pricing', heading: ['pricing', 'title'] },
  { path: '/tasks', heading: ['tasks', 'title'] },
  { path: '/profile', heading: ['profile', 'title'] },
  { path: '/teams', heading: ['teams', 'title'] },
  { path: '/terms-of-service', heading: ['legal', 'terms.title'] },
  { path: '/privacy-policy', heading: ['legal', 'privacy.title'] },
  { path: '/refund-policy', heading: ['legal', 'refund.title'] },
  { path: '/no/such/page', heading: ['errors', 'notFound.title'] },
] as const;

/** Text without its white space: a heading compares equal however it wraps. */
export const squash = (value: string) => value.replace(/\s+/g, '');
