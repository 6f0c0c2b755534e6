import { en } from './en.ts';
import type { UiText } from './types.ts';

/**
 * Korean carries the sponsored headings and the ad labels; the rest of the interface
 * falls back to English until a Korean site needs it translated.
 */
export const ko: UiText = {
  ...en,
  exampleFact: '예시',
  responsibleGambling: {
    ...en.responsibleGambling,
    helpLead: '도박 문제로 힘드신가요? 무료 상담:',
  },
  sponsored: {
    headings: ['추천 파트너', '스폰서 소개', '파트너 혜택', '스폰서 추천'],
    sponsored: '광고',
    newAddress: '새 주소',
    marking: (advertiser, erid) => (erid ? `광고주: ${advertiser}. erid: ${erid}` : `광고주: ${advertiser}`),
  },
};
