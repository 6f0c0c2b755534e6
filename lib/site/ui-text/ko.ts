import { en } from './en';
import type { UiText } from './types';

/**
 * Korean carries the sponsored headings and the ad labels; the rest of the interface
 * falls back to English until a Korean site needs it translated.
 */
export const ko: UiText = {
  ...en,
  footer: {
    ...en.footer,
    responsibleGambling: {
      text: '도박 문제로 힘드신가요? 한국도박문제예방치유원 무료 상담 1336',
      href: 'https://www.kcgp.or.kr',
    },
  },
  sponsored: {
    headings: ['추천 파트너', '스폰서 소개', '파트너 혜택', '스폰서 추천'],
    sponsored: '광고',
    adultsOnly: '18+',
    newAddress: '새 주소',
  },
};
