import type { Language } from '@idealens/shared/simple-report';
import enCommon from '../../../../../web/src/locales/en-US/common.json' with { type: 'json' };
import enReport from '../../../../../web/src/locales/en-US/report.json' with { type: 'json' };
import enResult from '../../../../../web/src/locales/en-US/result.json' with { type: 'json' };
import zhCommon from '../../../../../web/src/locales/zh-CN/common.json' with { type: 'json' };
import zhReport from '../../../../../web/src/locales/zh-CN/report.json' with { type: 'json' };
import zhResult from '../../../../../web/src/locales/zh-CN/result.json' with { type: 'json' };
import { fill } from '../../../pages/page-shell.ts';
import enExport from './locales/en-US.json' with { type: 'json' };
import zhExport from './locales/zh-CN.json' with { type: 'json' };

// An exported report speaks as the report page does: its labels are the web app's own
// (locales/<language>/report.json and result.json); the few words only a file needs (page
// numbers, sheet and column names) are in ./locales, in both languages.

const texts = {
  'en-US': { common: enCommon, report: enReport, result: enResult, file: enExport },
  'zh-CN': { common: zhCommon, report: zhReport, result: zhResult, file: zhExport },
} as const;

const scoreFormats = new Map<Language, Intl.NumberFormat>();
const percentFormats = new Map<Language, Intl.NumberFormat>();
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

function once<Value>(cache: Map<Language, Value>, language: Language, make: () => Value): Value {
  let value = cache.get(language);
  if (value === undefined) {
    value = make();
    cache.set(language, value);
  }
  return value;
}

/** The texts and number formats of an exported report, in its language. */
export function exportTexts(language: Language) {
  const { common, report, result, file } = texts[language];
  return {
    language,
    common,
    report,
    result,
    file,
    fill,
    /** A 0-10 score with one decimal, as the page shows it: `7.0`. */
    score: (value: number) =>
      once(scoreFormats, language, () =>
        Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      ).format(value),
    /** A fraction 0-1 as a whole percentage: `25%`. */
    percent: (fraction: number) =>
      once(percentFormats, language, () =>
        Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }),
      ).format(fraction),
    /** A day, in UTC (a file is read anywhere): `17 July 2025`, `2025年7月17日`. */
    date: (iso: string) =>
      once(dateFormats, language, () =>
        Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }),
      ).format(new Date(iso)),
  };
}
export type ExportTexts = ReturnType<typeof exportTexts>;
