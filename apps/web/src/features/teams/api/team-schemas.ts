/** The contract's team schemas (with zod) come with a call, not with the pages. */
export const teamSchemas = () => import('@idealens/shared/teams');
