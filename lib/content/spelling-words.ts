// The word list of the US-spelling check (lib/content/spelling.ts; docs/content.md, 'US spelling'):
// British → US pairs, each heading a family of forms, and the map of every form they cover.

/**
 * How a pair's other forms are made. Each kind lists British ending → US ending, added to the
 * pair's stem (the listed word without its own ending), so one pair covers a word's family
 * ("realise", "realised", "realising"…); a form that is not a real word simply never matches.
 */
const ENDINGS = {
  /** defence → defense, maths → math: the word and its plural. */
  word: [
    ['', ''],
    ['s', 's'],
  ],
  /** sceptic → skeptic, sceptical, scepticism. */
  sceptic: [
    ['', ''],
    ['s', 's'],
    ['al', 'al'],
    ['ally', 'ally'],
    ['ism', 'ism'],
  ],
  /** realise → realize, realised, realises, realising, realisation. Stem without the final e. */
  ise: [
    ['e', 'e'],
    ['ed', 'ed'],
    ['es', 'es'],
    ['ing', 'ing'],
    ['ation', 'ation'],
    ['ations', 'ations'],
  ],
  /** analyse → analyze, analysed, analysing; not "analyses", the plural of "analysis" in both. */
  yse: [
    ['e', 'e'],
    ['ed', 'ed'],
    ['ing', 'ing'],
  ],
  /** colour → color, colours, coloured, colourful, favourite, behavioural, neighbourhood. */
  our: [
    ['our', 'or'],
    ['ours', 'ors'],
    ['oured', 'ored'],
    ['ouring', 'oring'],
    ['ourful', 'orful'],
    ['ourless', 'orless'],
    ['ourable', 'orable'],
    ['ourably', 'orably'],
    ['ourite', 'orite'],
    ['ourites', 'orites'],
    ['ourer', 'orer'],
    ['ourers', 'orers'],
    ['oural', 'oral'],
    ['ourhood', 'orhood'],
  ],
  /** centre → center, centres, centred. */
  re: [
    ['re', 'er'],
    ['res', 'ers'],
    ['red', 'ered'],
    ['ring', 'ering'],
  ],
  /** travelled → traveled, travelling, traveller; counselled → counsellor → counselor. */
  ll: [
    ['lled', 'led'],
    ['lling', 'ling'],
    ['ller', 'ler'],
    ['llers', 'lers'],
    ['llor', 'lor'],
    ['llors', 'lors'],
  ],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;

type Kind = keyof typeof ENDINGS;

/**
 * The list: a British word, its US spelling and the kind of family it heads. Common words only,
 * and none whose British form is also usual in US writing ("grey", "towards", "cancelled",
 * "dialogue"), so a match is nearly always a slip.
 */
export const BRITISH_TO_US: readonly (readonly [british: string, us: string, kind: Kind])[] = [
  ['colour', 'color', 'our'],
  ['favour', 'favor', 'our'],
  ['behaviour', 'behavior', 'our'],
  ['honour', 'honor', 'our'],
  ['armour', 'armor', 'our'],
  ['neighbour', 'neighbor', 'our'],
  ['humour', 'humor', 'our'],
  ['rumour', 'rumor', 'our'],
  ['harbour', 'harbor', 'our'],
  ['endeavour', 'endeavor', 'our'],
  ['flavour', 'flavor', 'our'],
  ['realise', 'realize', 'ise'],
  ['recognise', 'recognize', 'ise'],
  ['organise', 'organize', 'ise'],
  ['analyse', 'analyze', 'yse'],
  ['criticise', 'criticize', 'ise'],
  ['emphasise', 'emphasize', 'ise'],
  ['summarise', 'summarize', 'ise'],
  ['minimise', 'minimize', 'ise'],
  ['maximise', 'maximize', 'ise'],
  ['prioritise', 'prioritize', 'ise'],
  ['specialise', 'specialize', 'ise'],
  ['memorise', 'memorize', 'ise'],
  ['randomise', 'randomize', 'ise'],
  ['moralise', 'moralize', 'ise'],
  ['equalise', 'equalize', 'ise'],
  ['practise', 'practice', 'ise'],
  ['centre', 'center', 're'],
  ['metre', 'meter', 're'],
  ['theatre', 'theater', 're'],
  ['travelled', 'traveled', 'll'],
  ['modelled', 'modeled', 'll'],
  ['labelled', 'labeled', 'll'],
  ['counselled', 'counseled', 'll'],
  ['totalled', 'totaled', 'll'],
  ['levelled', 'leveled', 'll'],
  ['defence', 'defense', 'word'],
  ['offence', 'offense', 'word'],
  ['licence', 'license', 'word'],
  ['judgement', 'judgment', 'word'],
  ['maths', 'math', 'word'],
  ['programme', 'program', 'word'],
  ['cheque', 'check', 'word'],
  ['tyre', 'tire', 'word'],
  ['ageing', 'aging', 'word'],
  ['whilst', 'while', 'word'],
  ['learnt', 'learned', 'word'],
  ['sceptic', 'skeptic', 'sceptic'],
];

/** The ending each kind's listed word has; the rest is the stem its family's endings go on. */
const LISTED_ENDING: Record<Kind, readonly [british: string, us: string]> = {
  word: ['', ''],
  sceptic: ['', ''],
  ise: ['e', 'e'],
  yse: ['e', 'e'],
  our: ['our', 'or'],
  re: ['re', 'er'],
  ll: ['lled', 'led'],
};

/** Every British form the list covers, lowercase, with its US form. */
export const US_FOR = new Map(
  BRITISH_TO_US.flatMap(([british, us, kind]) => {
    const [britishStem, usStem] = [
      british.slice(0, british.length - LISTED_ENDING[kind][0].length),
      us.slice(0, us.length - LISTED_ENDING[kind][1].length),
    ];
    return ENDINGS[kind].map(([britishEnd, usEnd]) => [britishStem + britishEnd, usStem + usEnd] as const);
  }),
);
