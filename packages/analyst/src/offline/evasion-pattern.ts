/**
 * How founders say they will go around the law, by the shape of the sentence rather than by the
 * activity: compliance put off ("deal with the permits later", 先上线再说), hidden from those who
 * enforce it ("we hide the listings from inspectors", 从不报备), declared not to apply ("we're not
 * a bank so rules don't apply"), checks the law requires said to be unneeded ("no testing
 * needed", "without age verification"), taxes dodged, documents forged, accounts rented out,
 * money moved outside the banks. Each names the red flag it raises; `red-flags.ts` adds them to
 * the flags its word lists find, with the same reasons.
 */
export interface EvasionPattern {
  /** A flag id of `knowledge/red-flags.json`. */
  flag: string;
  pattern: RegExp;
  /** Also needed in the same sentence (the obligation a deferral puts off, the data being sold). */
  requires?: RegExp;
  /**
   * Words that, in the same sentence, show the idea fights the activity or does it lawfully
   * ("detects", "anti-", "licensed", "with consent", 打击, 防范): the pattern then says nothing.
   */
  guard?: RegExp;
  /** Also needed somewhere in the idea (a lending marker needs a loan, a piracy source a film). */
  context?: RegExp;
  /** Words anywhere in the idea that show it is lawful ("supervised by a licensed nurse"). */
  ideaGuard?: RegExp;
  /**
   * Whether the pattern counts beside a licence the idea names: a deferral holds the licence word
   * itself ("we'll apply for the licence once we scale"), so naming one does not make it lawful.
   */
  firm?: boolean;
}
