import { en } from './en.ts';
import type { UiText } from './types.ts';

/**
 * Korean carries the sponsored headings, the ad labels and the pen-name disclosure under a
 * byline; the rest of the interface falls back to English until a Korean site needs it translated.
 */
export const ko: UiText = {
  ...en,
  exampleFact: '예시',
  responsibleGambling: {
    ...en.responsibleGambling,
    helpLead: '도박 문제로 힘드신가요? 무료 상담:',
  },
  article: {
    ...en.article,
    penNameByline: '작성자 이름은 필명이며, 이 글은 AI의 도움을 받아 작성되었습니다.',
    howArticlesAreMade: '글은 이렇게 만듭니다',
    penNames:
      '이 사이트 글에 적힌 작성자 이름은 실제 인물이 아닌 필명입니다. 필명마다 사이트의 한 주제를 맡고, 소개글은 그 주제를 설명합니다. 글은 AI의 도움을 받아 작성되며 게시 전에 검토를 거칩니다.',
    penNamePerson: (site) => `${site}에서 쓰는 필명입니다. 글은 AI의 도움을 받아 작성됩니다.`,
  },
  sponsored: {
    headings: ['추천 파트너', '스폰서 소개', '파트너 혜택', '스폰서 추천'],
    sponsored: '광고',
    marking: (advertiser, erid) => (erid ? `광고주: ${advertiser}. erid: ${erid}` : `광고주: ${advertiser}`),
  },
};
