import { createRequire } from 'node:module';

// One typeface for every PDF, whatever its language: Noto Sans SC draws Latin letters and
// Chinese characters alike, so an English report quoting a Chinese idea (or the reverse) never
// shows a missing glyph. The whole TrueType files come with the `@expo-google-fonts/noto-sans-sc`
// package; pdfkit (under pdfmake) embeds only the glyphs a document uses (ADR 027).

const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`@expo-google-fonts/noto-sans-sc/${name}`);

/** The files of the PDF's font family, as pdfmake names its styles. */
export const PDF_FONT_FILES = {
  normal: fontFile('400Regular/NotoSansSC_400Regular.ttf'),
  bold: fontFile('700Bold/NotoSansSC_700Bold.ttf'),
  italics: fontFile('400Regular/NotoSansSC_400Regular.ttf'),
  bolditalics: fontFile('700Bold/NotoSansSC_700Bold.ttf'),
} as const;

export const PDF_FONT_FAMILY = 'NotoSansSC';

/** The only local files a document may read. */
export const PDF_FONT_PATHS: ReadonlySet<string> = new Set(Object.values(PDF_FONT_FILES));
