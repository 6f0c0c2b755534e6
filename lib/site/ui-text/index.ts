// The interface's words in the site's locale. Server components read them here and hand
// client components only the strings they show, so no dictionary reaches the browser.
import type { Locale } from '../../content/model/index.ts';
import { en } from './en.ts';
import { ko } from './ko.ts';
import { ru } from './ru.ts';
import { tr } from './tr.ts';
import type { UiText } from './types.ts';

export type * from './types.ts';

const DICTIONARIES: Record<Locale, UiText> = { en_US: en, ru_RU: ru, tr_TR: tr, ko_KR: ko };

export function uiText(locale: Locale): UiText {
  return DICTIONARIES[locale];
}
