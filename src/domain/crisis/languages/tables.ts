// Every offered language's crisis phrase table but English's (English: the tables in the folder
// above and the learned model).
import type { CrisisLanguage, LanguageCrisisTable } from "./table";

export const LANGUAGE_TABLES: Readonly<Partial<Record<CrisisLanguage, LanguageCrisisTable>>> = {};
