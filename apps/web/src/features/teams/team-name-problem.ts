/** A team name's problem before it is sent, as a key under `errors` (null: it can go). */
export function teamNameProblem(name: string, max: number): 'nameRequired' | 'nameTooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'nameRequired';
  if (trimmed.length > max) return 'nameTooLong';
  return null;
}
