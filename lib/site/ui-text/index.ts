// The interface's words in the site's locale. Server components read them here and hand
// client components only the strings they show, so no dictionary reaches the browser.
import type { Locale } from '../../content/types';
import { en } from './en';
import { ko } from './ko';
import { ru } from './ru';
import { tr } from './tr';
import type { UiText } from './types';

export type * from './types';

const DICTIONARIES: Record<Locale, UiText> = { en_US: en, ru_RU: ru, tr_TR: tr, ko_KR: ko };

export function uiText(locale: Locale): UiText {
  return DICTIONARIES[locale];
}
