/** Languages the product speaks. */
export const LANGUAGES = ['zh', 'zhtw', 'en'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** A text in every language. */
export type TText = Readonly<Record<TLanguage, string>>;
