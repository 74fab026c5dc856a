// Word lists and small English helpers for the offline extractor. Kept apart so the rules read as rules.

/** Hedges lower a fact's confidence. */
export const HEDGE =
  /\b(maybe|might|may|perhaps|probably|possibly|likely|i think|i guess|i believe|i suppose|i reckon|not sure|considering|thinking (?:about|of)|could|hopefully|kind of|sort of|seems?|apparently|supposedly|rumou?r)\b/gi;

/** Words in front of the predicate verb that negate it. */
export const NEGATION = /\b(?:not|never|no longer|barely|hardly|don't|doesn't|didn't|do not|does not|did not|won't|will not|isn't|aren't|wasn't|'m not|am not|haven't|hasn't|cannot|can't|couldn't)\b/i;

/** Words in front of the predicate that make it a decision or a plan. */
export const DECISION_MODALITY =
  /\b(?:decided|decide|decides|agreed|agree|chose|choose|opted|committed|will|'ll|shall|going to|gonna|plan(?:s|ned|ning)? to|intend(?:s|ed)? to|settled on)\b/i;

/** Markers that the new value replaces the old one (a change, not an addition). */
export const TRANSITION = /\b(?:now|instead|anymore|any more|no longer|switched|switching|changed|replaced|moved|migrated|transferred|from now on|these days|lately|nowadays|as of|effective|going forward|starting|change of plans?|change in plans?|scratch that|after all|correction|revers(?:ed|ing) (?:the|our|that|this|its|their|my) (?:decision|call)|changed (?:our|my|their|his|her) minds?|renewed|upgraded|rescheduled|postponed|pushed back|brought forward|(?:went|gone|go|goes) (?:up|down) to|(?:is|are|'s|'re) (?:now )?(?:down|up) to|(?:grew|grown|rose|risen|increased|decreased|dropped|fell|fallen|climbed|jumped|shrank|shrunk) to)\b|\bfrom @date\d/i;

/** Connectors opening a clause that states a consequence of the clause before. */
export const CONSEQUENCE = /^(?:so|so now|and so|therefore|thus|hence|as a result|which means|that means|that's why|this means)\b/i;
/** Connectors opening a clause that states the cause of the clause before. */
export const CAUSE = /^(?:because|since|as|now that)\b/i;

export const KINSHIP = new Set([
  'mother', 'mom', 'mum', 'father', 'dad', 'sister', 'brother', 'wife', 'husband', 'partner', 'son', 'daughter',
  'kid', 'child', 'boss', 'manager', 'friend', 'colleague', 'coworker', 'cousin', 'aunt', 'uncle', 'grandma',
  'grandmother', 'grandpa', 'grandfather', 'girlfriend', 'boyfriend', 'roommate', 'neighbor', 'neighbour', 'niece',
  'nephew', 'fiance', 'fiancee', 'mentor', 'teammate', 'parents', 'cofounder', 'co-founder',
]);

export const HONORIFIC = /^(?:mr|mrs|ms|mx|miss|dr|prof|professor|sir|dame)\.?\s/i;
export const CORPORATE = /\b(?:inc|ltd|llc|llp|gmbh|corp|corporation|co|plc|ag|labs|group|bank|university|college|school|institute|hospital|foundation|agency|ministry|team)\.?$/i;

const MONTHS = 'January February March April May June July August September October November December';
export const MONTH_NAMES = MONTHS.split(' ');
/** Capitalized words that are not names on their own. */
export const NOT_NAMES = new Set([
  ...MONTH_NAMES,
  ...'Monday Tuesday Wednesday Thursday Friday Saturday Sunday I I\'m I\'ve I\'ll I\'d OK Okay Yes No Hi Hey Hello Thanks Thank Oh Well So And But The A An We He She They It You My Our His Her Their This That These Those Also Now Then Today Tomorrow Yesterday Nice Great Cool Wow Sure Yeah Lol Haha Good Big Sad Exciting Quick Some Bad Happy Latest'.split(
    ' ',
  ),
]);
/** `Word:` prefixes that are labels, not speakers. */
export const NOT_SPEAKERS = new Set(['about', 'bio', 'note', 'notes', 'summary', 'subject', 're', 'fwd', 'todo', 'update', 'q', 'a', 'agenda', 'action', 'decision', 'title', 'date', 'from', 'to', 'cc', 'tl;dr', 'tldr', 'ps', 'p.s', 'nb', 'warning', 'tip', 'edit', 'reminder', 'fyi', 'announcement', 'status', 'news', 'important', 'urgent', 'correction', 'changes', 'info', 'background', 'context', 'result', 'results', 'outcome', 'conclusion', 'overview', 'details', 'memo', 'minutes', 'log', 'journal', 'diary', 'recap', 'highlights', 'progress', 'followup', 'question', 'answer', 'reply', 'today', 'yesterday',
  // Document labels ("Newsletter: Kenji Sato, our longtime partner ...", "Policy: employees get ..."): no one speaks.
  'newsletter', 'bulletin', 'policy', 'policies', 'inventory', 'handover', 'planning', 'changelog', 'faq', 'wiki', 'handbook',
  'guide', 'readme', 'schedule', 'calendar', 'timetable', 'menu', 'notice', 'report', 'stats', 'statistics', 'roster',
  'register', 'directory', 'profile', 'bio', 'bios', 'contacts', 'alumni', 'facilities', 'ops', 'hr', 'finance', 'legal',
  'pricing', 'billing', 'shipping', 'delivery', 'travel', 'events', 'weather', 'budget', 'admin', 'parking', 'staff',
  'team', 'roommates', 'tutors', 'mentors', 'neighbours', 'neighbors', 'volunteers', 'members', 'press', 'release', 'blog',
  'feedback', 'survey', 'poll', 'inbox', 'transcript', 'handout', 'brief', 'briefing', 'digest', 'spec', 'ticket', 'incident',
  // A message's kind ("Email: Hi all, ... Best, Tomasz Nowak"): its writer signs it.
  'email', 'e-mail', 'message', 'letter', 'text', 'sms', 'dm', 'post', 'comment', 'tweet', 'signature', 'email signature',
  // A part of life a personal note files itself under ("Investments: my pension is with Aviva").
  'investments', 'finances', 'money', 'savings', 'pension', 'pensions', 'insurance', 'health', 'medical', 'fitness', 'diet',
  'pets', 'kids', 'children', 'family', 'home', 'house', 'household', 'garden', 'car', 'cars', 'holidays', 'hobbies', 'school',
  'work', 'career', 'job', 'jobs', 'shopping', 'groceries', 'bills', 'utilities', 'subscriptions', 'accounts', 'banking', 'tax',
  'taxes', 'property', 'tenancy', 'lettings', 'appointments', 'errands', 'chores', 'goals', 'habits', 'reading', 'music',
  'fixtures', 'fixture', 'rsvp', 'rsvps', 'rsvp list', 'timetable notes', 'squad', 'lineup', 'line-up']);

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  no: 0, zero: 0, several: -1, many: -1, some: -1, few: -1, 'a few': -1, 'a couple of': 2, 'a couple': 2,
};
/** "fourteen" -> 14, "twenty-five" -> 25; undefined for a word that is no number. */
function numberWord(word: string): number | undefined {
  const tens = /^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(one|two|three|four|five|six|seven|eight|nine)$/.exec(word);
  return tens ? NUMBER_WORDS[tens[1]!]! + NUMBER_WORDS[tens[2]!]! : NUMBER_WORDS[word];
}
const COUNTED_NOUN_END =
  /^(?:on|in|at|with|for|from|by|to|and|but|or|that|which|who|now|already|across|after|before|over|under|of|named|called|including|like|since|during|total|altogether|in total|each|per|this|last|next|right|at home|going|left|running|active|still|these|currently|so|because|as|following|due|thanks)$/;
/** "two cats" -> { count: 2, noun: 'cat' }; unknown quantities ("several") give count undefined. */
export function countedNoun(phrase: string): { count: number | undefined; noun: string } | undefined {
  // "over 5,000 photos", "nearly 40 students": an approximate count is the count ("only 2 librarians" too).
  const m = /^(a couple of|a few|\d[\d,]*|[a-z]+(?:-[a-z]+)?)\s+(.+)$/i.exec(phrase.trim().replace(/^(?:(?:just|only)\s+(?=\d|(?:one|two|three|four|five|six|seven|eight|nine|ten)\b)|(?:just\s+)?(?:over|under|about|around|roughly|nearly|almost|approximately|more than|fewer than|less than|close to|upwards of|at least)\s+(?=\d))/i, ''));
  if (!m) return undefined;
  const word = m[1]!.toLowerCase().replace(/,(?=\d{3}\b)/g, '');
  const count = /^\d+$/.test(word) ? Number(word) : numberWord(word);
  if (count === undefined) return undefined;
  const words = m[2]!.toLowerCase().split(/\s+/);
  // The counted noun ends before a preposition, a participle that names or describes it ("one cat named Miso", "40
  // employees across two offices", "2 sourdough starters going") or punctuation ("three pets: two cats").
  let end = words.findIndex((w) => COUNTED_NOUN_END.test(w.replace(/[,:;.!?)]+$/, '')));
  const punctuated = words.findIndex((w) => /[,:;.!?)]$/.test(w));
  if (punctuated >= 0 && (end < 0 || punctuated < end)) end = punctuated + 1;
  // ("15 vacation days a year": the noun ends with its plural word when a count of more than one names it.)
  const plural = count > 1 ? words.findIndex((w, i) => i > 0 && i < 3 && /[^s']s$/.test(w.replace(/[,:;.!?)]+$/, ''))) : -1;
  if (plural >= 0 && (end < 0 || plural + 1 < end)) end = plural + 1;
  const noun = words
    .slice(0, end < 0 ? 3 : Math.min(end, 3))
    .join(' ')
    .replace(/[,:;.!?)]+$/, '');
  return noun ? { count: count < 0 ? undefined : count, noun: singular(noun) } : undefined;
}

// ("5 tomato plants": the counted noun after a word that says what kind.)
/** Number words from thirteen to ninety-nine ("fourteen", "twenty-five"), as a pattern. */
export const TEENS_AND_TENS = String.raw`thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?`;
const PLURAL_COUNT = new RegExp(String.raw`^(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|${TEENS_AND_TENS})\s+(?:(?:\p{Ll}[\p{L}-]*\s+)?\p{Ll}[\p{L}-]*s|people|children|staff)\b`, 'u');
/**
 * A plural count at the start of an object ("three languages", "1,200 members", "9 people"), not an amount of money:
 * the counted noun (singular) and how many; undefined for anything else.
 */
export function pluralCount(object: string): { count: number; noun: string } | undefined {
  if (!PLURAL_COUNT.test(object) || /[$€£¥%]/.test(object)) return undefined;
  const counted = countedNoun(object);
  return counted?.count !== undefined ? { count: counted.count, noun: counted.noun } : undefined;
}

/** Plurals in -ies whose singular ends in -ie, not -y. */
const IE_PLURALS = new Set(['movies', 'cookies', 'zombies', 'rookies', 'selfies', 'smoothies', 'brownies', 'calories', 'pies', 'ties', 'lies', 'hippies', 'indies', 'goalies', 'aussies']);

/** Words ending in -s that name one thing ("blues" the music, "news", "pilates"). */
const NOT_PLURAL = new Set(['blues', 'news', 'series', 'species', 'politics', 'physics', 'mathematics', 'economics', 'athletics', 'gymnastics', 'aerobics', 'pilates', 'electronics', 'graphics', 'ethics', 'linguistics', 'statistics', 'logistics', 'robotics', 'diabetes', 'measles', 'billiards', 'darts', 'cosmetics', 'analytics', 'ceramics', 'acrobatics', 'olympics']);

export function singular(phrase: string): string {
  return phrase.replace(/(\w+)$/, (w) =>
    NOT_PLURAL.has(w.toLowerCase()) ? w : IE_PLURALS.has(w) ? w.slice(0, -1) : /ies$/.test(w) ? w.slice(0, -3) + 'y' : /(ss|us|is)$/.test(w) ? w : /(ch|sh|x|ss|zz|ses|zes)es$/.test(w) || /(?:^|\W)(?:bus|gas|lens|bonus|campus|virus|census|status|canvas|atlas|circus|focus|minibus)es$/i.test(w) ? w.slice(0, -2) : /s$/.test(w) ? w.slice(0, -1) : w,
  );
}

const IRREGULAR_3RD: Record<string, string> = {
  am: 'is', "'m": ' is', are: 'is', "'re": ' is', have: 'has', "'ve": ' has', do: 'does', "don't": "doesn't",
  go: 'goes', was: 'was', were: 'was', "aren't": "isn't", "haven't": "hasn't", "weren't": "wasn't",
};
/** Verbs people state facts with, in their base form. */
export const BASE_VERBS: ReadonlySet<string> = new Set([
  'live', 'work', 'support', 'tutor', 'coach', 'mentor', 'love', 'like', 'prefer', 'hate', 'enjoy', 'adore', 'dislike', 'detest', 'use', 'own', 'speak', 'run',
  'want', 'need', 'plan', 'intend', 'study', 'teach', 'lead', 'manage', 'play', 'read', 'watch', 'know', 'cost',
  'commute', 'drive', 'walk', 'cycle', 'reside', 'think', 'hope', 'agree', 'decide', 'choose', 'drink', 'eat', 'cook',
  'belong', 'report', 'stay', 'visit', 'attend', 'meet', 'join', 'leave', 'keep', 'feel', 'weigh', 'rent', 'earn',
  'pay', 'wake', 'sleep', 'train', 'practice', 'practise', 'swim', 'ride', 'bike', 'save', 'spend', 'host', 'rely',
  'make', 'average', 'release', 'pick', 'collect', 'owe', 'ship', 'deploy', 'stream', 'order', 'take', 'drink', 'eat', 'charge', 'bill',
  'smoke', 'watch', 'attend', 'buy', 'sell', 'write', 'teach', 'coach', 'mentor', 'volunteer', 'track', 'manage',
  'log', 'store', 'edit', 'catch', 'lift', 'wear', 'go', 'do', 'see', 'call', 'clean', 'shop', 'jog', 'hike', 'climb', 'dance',
  'paint', 'bake', 'garden', 'fish', 'surf', 'ski', 'skate', 'row', 'box', 'lift', 'stretch', 'meditate', 'pray', 'fast', 'get', 'listen', 'report', 'attend', 'feed', 'save', 'invest', 'teach', 'book', 'file', 'submit', 'start', 'finish', 'code',
]);

const ADVERBS_THEN_VERB =
  /^(\s*(?:(?:now|also|still|really|no longer|never|just|currently|actually|recently|finally|usually|often|always|definitely|sometimes|mostly|even|already|honestly|totally|absolutely|genuinely|only|mainly|mostly|rarely|seldom|generally|normally|typically|occasionally)\s+)*)([a-z']+)/i;

/**
 * Third-person form of a verb at the start of a predicate, for subjects rewritten from "I"/"we" to a name; `knownVerb`
 * is a verb the caller's parser found there, besides the common ones this knows.
 */
export function thirdPerson(predicate: string, knownVerb?: string): string {
  return predicate.replace(ADVERBS_THEN_VERB, (whole, space: string, verb: string) => {
    const lower = verb.toLowerCase();
    if (IRREGULAR_3RD[lower]) return space + IRREGULAR_3RD[lower]!.trimStart();
    if (!BASE_VERBS.has(lower) && lower !== knownVerb) return whole;
    if (/(s|sh|ch|x|z|o)$/.test(lower)) return `${space}${verb}es`;
    if (/[^aeiou]y$/.test(lower)) return `${space}${verb.slice(0, -1)}ies`;
    return `${space}${verb}s`;
  });
}

/** Lower case, no diacritics, no leading articles or possessives, punctuation reduced: the value claims compare on. */
export function normalizeValue(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’`\u02BC]/g, "'")
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/'s\b/g, '')
    // "Booking.com", "Monday.com": a company named by its web address is the name. ("Fly.io" is not "Fly".)
    .replace(/^(\p{L}[\p{L}\p{N}-]*)\.(?:com|co|net|org)$/u, '$1')
    .replace(/[^\p{L}\p{N}$€£%.&+:/-]+/gu, ' ')
    .replace(/\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:(?:the|a|an|my|our|his|her|their|its|your|some)\s+)+/, '')
    .trim();
}

/** Words that are never the whole object of a claim ("Internal use only" is not a claim about using "only"). */
export const FUNCTION_WORDS = new Set(
  'only it that this these those them there here so too very much more less all any some none nothing something anything everything one ones him her us me you it\'s what which who whom how why when where just even also again well yes no not ok okay'.split(' '),
);

/**
 * Lower-case `role:` prefixes of agent chats and transcripts that name a speaker ("user: I moved to Denver"). The
 * speaker is the role capitalized as written ("User"). Assistant-side roles speak about themselves as "I", which is
 * not memory about anyone, so their lines are not mined for facts.
 */
export const ROLE_SPEAKERS = new Set(['user', 'human', 'customer', 'client', 'patient', 'student', 'assistant', 'ai', 'bot', 'system', 'model', 'agent']);
export const ASSISTANT_ROLES = new Set(['assistant', 'ai', 'bot', 'system', 'model', 'agent', 'chatbot', 'gpt', 'claude']);

/**
 * Categories of things people name a favourite of, so "I prefer tea" and later "I prefer coffee" are one claim
 * (`preference:favorite drink`) whose value changes, not two unrelated preferences. Only for `prefer` and `favorite`:
 * "I like tea" and "I like coffee" can both be true, so `like` keeps one claim per thing.
 */
const CATEGORY_WORDS: Record<string, string> = {
  drink: 'tea green tea black tea herbal tea iced tea chai coffee espresso latte cappuccino americano flat white mocha matcha decaf beer wine red wine white wine water sparkling water juice orange juice soda cola lemonade milk hot chocolate cocoa whisky whiskey cider kombucha smoothie smoothies',
  cuisine: 'thai italian mexican indian chinese japanese ethiopian french korean vietnamese greek spanish lebanese turkish moroccan peruvian american middle eastern mediterranean pizza sushi pasta burgers burger curry tacos ramen noodles dumplings kebabs steak',
  season: 'spring summer autumn fall winter',
  color: 'red blue green yellow orange purple pink black white grey gray teal brown navy turquoise',
  'music genre': 'jazz rock pop classical hip hop hip-hop rap country metal blues folk techno edm reggae punk indie soul r&b funk opera electronic house',
  sport: 'football soccer basketball tennis golf baseball cricket hockey rugby volleyball badminton swimming running cycling skiing snowboarding surfing boxing',
  pet: 'cat cats dog dogs',
  'way to travel': 'bus train car bike bicycle subway metro tram plane flying driving walking',
  'time of day': 'morning mornings evening evenings night nights afternoon afternoons',
};
const CATEGORY_OF = new Map<string, string>();
for (const [category, words] of Object.entries(CATEGORY_WORDS)) {
  // Multi-word entries first, as written; single words otherwise.
  for (const phrase of words.match(/(?:green|black|herbal|iced|orange|sparkling|red|white|hot|flat|middle|hip) \S+|\S+/g) ?? []) CATEGORY_OF.set(phrase, category);
}
/** Synonyms of a favourite's category as people name it ("favorite beverage" is "favorite drink"). */
const CATEGORY_SYNONYMS: Record<string, string> = {
  beverage: 'drink', 'hot drink': 'drink', food: 'cuisine', 'type of food': 'cuisine', 'kind of food': 'cuisine',
  colour: 'color', music: 'music genre', genre: 'music genre', 'type of music': 'music genre', 'kind of music': 'music genre',
  'music genre': 'music genre', 'genre of music': 'music genre', animal: 'pet',
};

/** The category of a preferred thing ("coffee" -> "drink", "thai food" -> "cuisine"), when it is a known one. */
export function preferenceCategory(value: string): string | undefined {
  const v = value.replace(/\s+(?:food|cuisine|music)$/, '');
  return CATEGORY_OF.get(v) ?? CATEGORY_OF.get(v.split(' ')[0]!);
}

/** "favourite beverage" -> "drink"; unknown categories are kept as written (singular). */
export function favoriteCategory(category: string): string {
  // "my favorite podcast now is Radiolab": an adverb after the noun is not the category.
  const c = singular(category.trim().toLowerCase().replace(/\s+(?:now|currently|still|really|honestly|lately|these days|at the moment|right now|nowadays)$/, ''));
  return CATEGORY_SYNONYMS[c] ?? c;
}

const SEASON_MONTH: Record<string, number> = { spring: 2, summer: 5, fall: 8, autumn: 8, winter: 11 };
/**
 * "this fall", "next summer", "last winter", "in the spring": chrono leaves seasons unresolved. The season's first
 * month (northern hemisphere) relative to the reference: `this` the one of the reference's year, `next` the first
 * one after the reference, `last` the latest one before it.
 */
export function resolveSeason(text: string, reference: Date): { text: string; date: Date } | undefined {
  const m = /\b(this|next|last|the|coming|past)\s+(spring|summer|fall|autumn|winter)\b/i.exec(text);
  if (!m) return undefined;
  const month = SEASON_MONTH[m[2]!.toLowerCase()]!;
  const year = reference.getUTCFullYear();
  const start = (y: number) => new Date(Date.UTC(y, month, 1));
  const which = m[1]!.toLowerCase();
  let date = start(year);
  if (which === 'next' || which === 'coming') date = start(year) > reference ? start(year) : start(year + 1);
  else if (which === 'last' || which === 'past') date = start(year) < reference && !(reference.getUTCMonth() - month < 3 && reference.getUTCMonth() >= month) ? start(year) : start(year - 1);
  return { text: m[0], date };
}
