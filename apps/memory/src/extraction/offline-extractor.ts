// The offline extractor: facts from English text with no model download and no network. wink-nlp (its small English
// model ships inside the npm package) splits sentences and tags proper nouns; chrono-node resolves dates against the
// reference time; the predicate rules in offline-rules.ts make the claims. Deterministic, a few milliseconds per KB.
//
// compromise was tried for entity typing and left out: about 18 ms per KB against wink's 0.3, for typing the rules
// below get from the verb ("lives in" -> place, "works at" -> organization) anyway.
import * as chrono from 'chrono-node';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import {
  ASSISTANT_ROLES,
  pluralCount,
  countedNoun,
  CAUSE,
  CONSEQUENCE,
  CORPORATE,
  DECISION_MODALITY,
  HEDGE,
  HONORIFIC,
  KINSHIP,
  BASE_VERBS,
  MONTH_NAMES,
  NEGATION,
  NOT_NAMES,
  NOT_SPEAKERS,
  FUNCTION_WORDS,
  ROLE_SPEAKERS,
  TRANSITION,
  normalizeValue,
  resolveSeason,
  singular,
  TEENS_AND_TENS,
  thirdPerson,
} from './english';
import { isMultiValued } from './relate';
import { valueKind } from './value-kinds';
import { GatedRewrites, LiteralGates } from './literal-gate';
import { baseVerbPhrase, cleanObject, DWELLING_NOUNS, ROLE_WORDS, RULES, SOFTWARE_NOUNS, type Claim } from './offline-rules';
import type { EntityRef, EntityType, ExtractedFact, ExtractionInput, Extractor } from './types';

/** Attributes whose subject is a person when the subject is an unknown capitalized name. */
/** Each rule's literal prefilter: a clause with none of the words a rule's pattern needs is not run through it. */
const RULE_GATES = new LiteralGates(RULES.map((rule) => rule.re));

const PERSONAL = /^(?:lives_in|works_at|role|team|weight|status|partner|watches_on|drives|earns per .*|frequency:.*|rate:.*|count:.*|time:.*|preference:.*|married_to|age|born_in|speaks|studies|commutes_by|met|visited|went_to|attended|has:.*|uses|owns|celebrated|graduated_from|adopted|hiked|ran|painted)$/;

/** Words that may sit between the subject and the predicate verb: auxiliaries, modals, adverbs, hedges. */
const MODALITY_TAIL =
  /(?:^|\s+|(?='))(?:am|'m|is|'s|are|'re|was|were|be|been|will|'ll|would|'d|might|may|could|should|can|must|shall|do|does|did|don't|doesn't|didn't|won't|wouldn't|not|never|no longer|now|also|still|just|really|recently|finally|currently|already|actually|probably|maybe|perhaps|definitely|officially|eventually|soon|considering|thinking about|thinking of|planning to|planning on|plan to|plans to|planned to|going to|gonna|want to|wants to|wanted to|hope to|hopes to|hoping to|decided to|decided|agreed to|agreed|chose to|choose to|intend to|intends to|need to|needs to|have to|has to|'ve|have|has|had|to|then|both|all|too|always|usually|often|sometimes|ever|once|all|officially|happily|reluctantly|basically|honestly|totally|absolutely|previously|formerly|originally|fully|completely|permanently|formally|quietly|gradually|partly|mostly|entirely|started|starting|begun|began|start|starts|mostly|mainly|primarily|generally|normally|typically|regularly|occasionally|rarely|seldom|only|even|so far|to date|until now|these days|right now|at the moment|going forward|from now on|got|get|gets|getting|barely|hardly)$/i;
const DISCOURSE_HEAD =
  /^(?!no\s+(?:new|more|longer|one|other|further|changes?|extra|additional)\b)(?:(?:hi|hello|hey|dear)(?:\s+(?:all|everyone|everybody|team|folks|guys|there|y'all|parents|colleagues|friends|neighbou?rs|members|customers|students|again|all\s+again))?|(?:quick|just a|a quick)?\s*(?:note|update|heads up)(?:\s+(?:everyone|everybody|all|team|folks|y'all))?(?:\s+that)?|fyi|please note|kindly note|note that|please be aware|be advised|from now on|going forward|moving forward|starting (?:today|now|immediately)|effective (?:immediately|today|now)|as of (?:today|now)|(?:[\w'-]+\s+){1,6}(?:mean|means|meant)|just so you know|just wanted to let you know|(?:good|great|big|exciting|sad) news|(?:starting|beginning|effective|as of|from)\s+@date\d+|and|but|so|so now|well|also|oh|yeah|yes|no|ok|okay|bon|alors|actually|honestly|anyway|btw|by the way|then|now|i think|i guess|i believe|i suppose|i reckon|i heard|i hear|probably|maybe|perhaps|apparently|fun fact|guess what|change of plans?|plot twist|scratch that|correction|as you know|(?:a\s+|just\s+a\s+|quick\s+|friendly\s+)*reminder|according to [^,]{1,40}|this is (?:just )?to (?:confirm|let you know|inform you|advise you|notify you)(?: that)?|(?:we|i)(?: am| are|'m|'re) writing to (?:confirm|let you know|inform you|advise you|notify you)(?: that)?|as (?:requested|discussed|agreed|arranged|instructed|promised|mentioned)(?:\s+[^,]{1,80})?(?=,)|(?:we|i)\s+(?:can\s+|(?:am|are|'m|'re)\s+(?:pleased|happy|delighted|glad|writing)\s+to\s+|would\s+like\s+to\s+|write\s+to\s+|hereby\s+)?confirm(?:\s+that(?=\s)|(?=\s+(?:the|your|our|my|his|her|their)\s))|(?:(?:the|my|our|his|her|their)\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:says|said|told (?:me|us)|tells (?:me|us)|confirmed|mentioned|reckons|thinks|announced|reported)|because|since|therefore|thus|hence|as a result|which means|that means|that's why|this means|(?:after|before|following|during|given|despite|due to|thanks to|because of|in light of|based on|over|further to|with reference to|following on from|as per|per|regarding)\s+[^,]{1,100}(?=,)|with\s+(?:the|a|an|our|its|their|this|these|all)\s+[^,]{1,80}(?=,)|to\s+(?:cut|save|reduce|lower|improve|speed up|simplify|keep|avoid|meet|comply with)\s+[^,]{1,40}(?=,)|@date\d+[^,]{0,40}(?=,))(?:\s+that)?[,:]?\s+/i;

/** Events of one's own life: "the wedding" said by the one marrying is theirs. */
const PERSONAL_EVENT =
  /\b(?:wedding|appointment|flight|trip|vacation|holiday|honeymoon|birthday|anniversary|interview|exam|surgery|operation|checkup|check-up|lease|graduation|recital|reservation|booking|due date|driving test|move|moving day|party|reception|ceremony|housewarming|baby shower|therapy|physio|haircut)$/i;

/** Who "I" is in a document that names no speaker (an agent chat's `user:` lines are the same "User"). */
const FIRST_PERSON_DEFAULT = 'User';
/** Nouns that say when, how much or who in general, not what a claim is about. */
const NOT_TOPIC = new Set(['user', 'thing', 'things', 'lot', 'time', 'times', 'way', 'day', 'week', 'month', 'year', 'today', 'people', 'person', 'bit', 'kind', 'sort', 'part', 'number', 'amount', 'everything', 'something', 'anything', 'nothing', 'one', 'ones', 'now', 'instead', 'life',
  // A kind of product alone says nothing of what it is for: a podcast app and a budgeting app are two things.
  'application', 'app', 'tool', 'service', 'platform',
  // A date's words are when, not what ("on 3 May": may).
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

/** A stay, not a home: "I'm in Paris this week", "in Rome for a conference", "in Oslo on business". */
const TEMPORARY_STAY =
  /\b(?:this|next|last|for the)\s+(?:week|weekend|month|day|night|summer|winter)|\b(?:today|tonight|tomorrow|visiting|until|till|right now|at the moment|for now|for (?:a|an|the|a few|a couple of)\s+(?:few\s+|couple of\s+)?(?:days?|weeks?|months?|nights?|weekends?|while|bit|conference|trip|holiday|vacation|semester|term|season|summer|winter|course|workshop|festival|wedding)|for work|for business|on (?:vacation|holiday|a trip|business|a work trip|tour)|on the way|passing through|stopover|layover|airport|hotel)\b/i;

/** Decisions or plans whose verb phrase no rule understands: "We decided to hire two engineers". */
const DECISION_FALLBACK =
  /\b(?:decided|agreed|chose|committed|will|'ll|(?:am|is|are|'m|'re)\s+(?:going|planning)|plan(?:s|ned)?|intend(?:s|ed)?)\s+(?:to\s+)?(?:(?:definitely|probably|surely|certainly|maybe|really|totally|just|also|still|never|always|absolutely)\s+)?(?!be\b|have\b|get\b|see\b|need\b|try\b|let\b|make sure\b|keep\s+(?:on|going|it\s+up|trying|pushing|at\s+it|chasing|working|believing|moving|fighting|smiling|learning|growing|doing)\b|make\s+(?:it|this|that)\b|(?:definitely|probably|surely|certainly|maybe|really|totally|just|also|still|never|always|absolutely)\b)([a-z]+)\s+(.+)/i;

/**
 * What someone did, when no rule knows the verb: "I took my kids to a park yesterday", "I applied to adoption
 * agencies". A past-tense verb right after a short subject, as a dated episode `did:<verb>`. Episodes never supersede
 * one another, so this adds memory without disturbing the claims the rules make. Participles used as adjectives ("I
 * was excited about") are left out by the be-verb before them.
 */
const PAST_FALLBACK =
  /^((?:.{0,60}?\b)?(?:I|we|he|she|they|you|\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\s+(?:(?:just|finally|recently|also|even|actually|really|once|already|never)\s+)*)((?:[a-z]{2,}(?:ed|ied))|took|made|got|went|saw|bought|found|gave|wrote|built|began|read|won|sent|brought|taught|caught|spent|grew|drew|sang|ate|drank|threw|held|told|knew|chose|rode|swam|flew|sold|lost|tried|heard|felt|kept)\s+(.+)/iu;
const NOT_PAST_VERBS = /^(?:need|seed|feed|bed|red|shed|speed|proceed|succeed|exceed|indeed|weed|breed|greed|bleed|embed|tired|scared|excited|interested|worried|surprised|amazed|stressed|bored|pleased|thrilled|blessed|inspired|motivated|overwhelmed|touched|relieved|determined|obsessed|used|supposed|married|engaged|based|related|talked|asked|wondered|wanted|hoped|liked|loved|hated|enjoyed|preferred|needed|seemed|looked|sounded|noticed|guessed|believed|agreed|decided|planned|thanked|missed|mentioned|appreciated|realized|realised|learned|learnt)$/i;

/** Part-of-speech tags a subject is made of ("the support team", "Coach Rivera", "my son", "I") and adverbs after it. */
const SUBJECT_TAGS = new Set(['PROPN', 'NOUN', 'DET', 'PRON', 'ADJ', 'NUM', 'ADV']);
/** Tags an object noun phrase may start with. */
const OBJECT_TAGS = new Set(['PROPN', 'NOUN', 'DET', 'PRON', 'ADJ', 'NUM']);
/** Verbs of thinking, feeling, saying, wanting and light verbs: "I think ...", "we need ...", "I get it" claim nothing. */
/** Words for a group of people, after which a verb is in its base form ("staff park", "guests eat"). */
const PEOPLE_GROUPS = /^(?:staff|guests|visitors|members|students|pupils|employees|workers|players|kids|children|parents|volunteers|customers|users|residents|patients|tenants|interns|contractors|attendees|participants|people|everyone|everybody)$/i;

const NOT_CLAIM_VERBS = new Set(
  ('be have do get go want need think know feel hope wish say tell ask try seem look sound mean guess believe love like hate ' +
    'enjoy prefer see hear let make help keep remember forget understand agree wonder suppose plan intend expect appreciate ' +
    'miss find come put give thank recommend suggest start stop continue begin become remain stay check reckon doubt ' +
    'imagine realize realise notice care mind bet promise apologize laugh cry smile wait worry struggle can will would should ' +
    'could may might must shall consider appear tend deserve afford dare pretend call text email message ' +
    'reply answer mention talk chat hang show bring figure learn')
    .split(' '),
);

/** Participles after "is"/"are" that name a state, not something done to the subject ("is interested in", "are based in"). */
const NOT_PASSIVE_STATES = new Set('interested involved married engaged based located situated known used supposed excited worried tired bored scared pleased surprised disappointed obsessed related connected committed dedicated exposed allergic'.split(' '));
/** Verbs whose past tense is their base form. */
const SAME_PAST = new Set('read put set cut hit let quit spread cost hurt shut bet upset split burst cast broadcast forecast'.split(' '));

/** Where the i-th of a text's tokens starts in it. */
function offsetOf(text: string, words: readonly string[], index: number): number {
  let at = 0;
  for (let i = 0; i <= index; i++) {
    const found = text.indexOf(words[i]!, at);
    if (found < 0) return at;
    if (i === index) return found;
    at = found + words[i]!.length;
  }
  return at;
}

/** A diet said alone: a catering list's "- Dmitri Volkov: vegetarian" (his) or a turn's "vegan" (the speaker's). */
const DIETS = 'vegetarian|vegan|pescatarian|gluten-free|dairy-free|halal|kosher|lactose intolerant|coeliac|celiac';
const LISTED_DIET = new RegExp(String.raw`^([ \t]*[-*•][ \t]*)((?:(?:Dr|Mr|Mrs|Ms|Mx)\.?[ \t]+)?\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}[\p{L}'-]+){0,2})[ \t]*:[ \t]*(${DIETS})[ \t]*\.?[ \t]*$`, 'gimu');
const DIET_ALONE = new RegExp(String.raw`^(\s*)(${DIETS})\s*[.!]?\s*$`, 'i');

const MAY_HAVE_DATE =
  /\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|today|tonight|tomorrow|yesterday|ago|last|next|this|week|month|year|noon|midnight|morning|evening|afternoon|weekend|later|earlier|christmas|easter|new year|spring|summer|fall|autumn|winter)/i;

/**
 * chrono with seasons ("this fall", "next summer"), which it leaves unresolved: the season's first month. A numeric date
 * is read day first, as most of the world writes it ("03/04/2025" is 3 April); one that can only be month first
 * ("12/25/2024") is read so.
 */
const dateParser = chrono.casual.clone();
{
  const dayFirst = chrono.en.GB.parsers.find((p) => p.constructor.name === 'SlashDateFormatParser');
  const at = dateParser.parsers.findIndex((p) => p.constructor.name === 'SlashDateFormatParser');
  if (dayFirst && at >= 0) dateParser.parsers[at] = dayFirst;
}
dateParser.parsers.push({
  pattern: () => /\b(?:this|next|last|coming|past)\s+(?:spring|summer|fall|autumn|winter)\b/i,
  extract: (context, match) => {
    const season = resolveSeason(match[0], context.refDate);
    if (!season) return null;
    const components = context.createParsingComponents({ year: season.date.getUTCFullYear(), month: season.date.getUTCMonth() + 1 });
    components.imply('day', 1);
    return components;
  },
});

// "saturday the 14th", "to the 21st": a day of the month alone, which chrono leaves unresolved; the next such day on or
// after the reference (the one on that weekday, when one is said).
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
dateParser.parsers.push({
  pattern: () => /\b(?:(?:on\s+)?(mon|tues|wednes|thurs|fri|satur|sun)day\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?\p{L})/iu,
  extract: (context, match) => {
    const day = Number(match[2]);
    if (day < 1 || day > 31) return null;
    const ref = context.refDate;
    const weekday = match[1] ? WEEKDAYS.indexOf(match[1].slice(0, 3).toLowerCase()) : -1;
    for (let k = 0; k < 14; k++) {
      const date = new Date(Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth() + k, day, 12));
      if (date.getUTCDate() !== day || (k === 0 && day < ref.getUTCDate())) continue;
      if (weekday >= 0 && date.getUTCDay() !== weekday) continue;
      return context.createParsingComponents({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day });
    }
    return null;
  },
});

// "Since May I have been at Bosch", "from May we meet on Mondays": chrono leaves "May" alone unread for the modal; after
// "since" it is the last May, after "from", "until", "by" the next.
dateParser.parsers.push({
  pattern: () => /\b(since|from|until|till|by|before|after)\s+May\b(?!\s+(?:\d|(?:19|20)\d{2}))/i,
  extract: (context, match) => {
    const ref = context.refDate;
    const past = /^(?:since|after)$/i.test(match[1]!);
    const year = ref.getUTCFullYear() + (past ? (ref.getUTCMonth() < 4 ? -1 : 0) : (ref.getUTCMonth() > 4 ? 1 : 0));
    const components = context.createParsingComponents({ year, month: 5 });
    components.imply('day', 1);
    return components;
  },
});

// "in 2019", "since 2021": a year alone, which chrono leaves unresolved; its first day.
dateParser.parsers.push({
  pattern: () => /\b(?:in|since|during|from|by)\s+((?:19|20)\d{2})\b(?!\s*[-/:]|\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/i,
  extract: (context, match) => {
    const components = context.createParsingComponents({ year: Number(match[1]) });
    components.imply('month', 1);
    components.imply('day', 1);
    return components;
  },
});

/**
 * "I moved my dentist appointment to May 21", "We pushed the wedding back to @date": the thing moved is the subject of
 * the new date, so the clause is read as "my dentist appointment got moved to @date".
 */
const ACTOR_RESCHEDULES =
  /\b(I|we|they|he|she|you|(?:[Tt]he|[Mm]y|[Oo]ur)\s+(?:[a-z]+\s+)?[a-z]+|\p{Lu}[\p{L}'-]+)\s+(?:(?:have|'ve|has|had|just|finally|also|had to|have to|need to|needed to|decided to|agreed to|offered to|wants to|want to|asked to|asked us to|will|'ll|are going to|must|are|'re|am|'m|is|'s)\s+)*(moved|pushed|rescheduled|rebooked|postponed|delayed|deferred|bumped|shifted|changed|brought|extended|rearranged|relisted|move|push|reschedule|rebook|postpone|delay|defer|bump|shift|change|bring|extend|rearrange|relist|moving|pushing|rescheduling|postponing|delaying|shifting|bumping|bringing)\s+((?:my|our|the|his|her|their|\p{Lu}[\p{L}-]*'s)\s+[\p{L}\p{N}' -]{1,40}?|(?!(?:it|them|this|that|back|forward|up|everything|things|is|are|was|were|has|have|had|will|be|been)\b)[a-z][a-z-]+(?:\s+[a-z][a-z-]+){0,2})\s+((?:(?:back|forward|up)(?:\s+(?:a|an|one|two|three|four)\s+(?:day|week|month|fortnight)s?)?\s+)?(?:to|until|till|for)\s+@date\d+)/iu;

const PAST_OF: Record<string, string> = { moving: 'moved', pushing: 'pushed', rescheduling: 'rescheduled', postponing: 'postponed', delaying: 'delayed', shifting: 'shifted', bumping: 'bumped', bringing: 'brought', rearrange: 'rearranged', relist: 'relisted', defer: 'deferred', rebook: 'rebooked', move: 'moved', push: 'pushed', reschedule: 'rescheduled', postpone: 'postponed', delay: 'delayed', bump: 'bumped', shift: 'shifted', change: 'changed', bring: 'brought', extend: 'extended' };

/** "I've raised my daily step goal to 12,000 steps": what was raised now has that value. */
const ACTOR_SETS_AMOUNT =
  /\b(?:I|we|they|he|she|you|[Tt]he\s+[a-z]+|\p{Lu}[\p{L}'-]+)\s+(?:(?:have|'ve|has|had|just|finally|also|recently)\s+)*(?:raised|increased|lowered|reduced|cut|bumped|upped|doubled|halved|set|updated|changed|dropped|adjusted|upgraded|downgraded|expanded|extended|scaled|grew|shrank|trimmed|resized|upsized|downsized|revised|boosted|slashed|capped|put|puts)\s+((?:my|our|his|her|their|its|the|each|every|all)\s+[\p{L}' -]{1,40}?)\s+(?:up\s+|down\s+|back\s+)?to\s+(?=[$€£¥]?\d|one|two|three|four|five|six|seven|eight|nine|ten|twenty)/iu;
/**
 * "We agreed to migrate the orders service from MongoDB to PostgreSQL", "we moved our documentation from Confluence to
 * Notion": besides what the team did, the thing moved is said to use the new one ("The orders service will use
 * PostgreSQL instead of MongoDB."), so the change meets what was said of the thing before ("the orders service stores its
 * data in MongoDB") as well as what was said of the team ("we will host the website on Netlify").
 */
const MOVED_THING =
  /\b(?:I|we|they|[Tt]he\s+team|[Tt]he\s+company|\p{Lu}[\p{L}'-]+|[a-z]+(?=\s+(?:approved|signed|greenlit)))\s+(?:(?:have|'ve|has|had|just|finally|also|recently|(will|'ll|decided to|agreed to|are going to|plan to|want to|intend to|are|approved|signed off on|greenlit))\s+)*(?:move|moved|moving|migrate|migrated|migrating|port|ported|switch|switched|switching|transfer|transferred)\s+(?:all\s+)?((?:(?<=\ball\s)|(?<=\b(?:move|moved|moving|migrate|migrated|migrating|port|ported|transfer|transferred)\s))[\p{Ll}-]+s(?=\s+(?:from|off|out of)\s)|(?:the|our|their|my|his|her)\s+(?!(?:family|kids|children)\b)[\p{L}' -]{1,40}?)\s+(?:from|off(?:\s+of)?|out\s+of)\s+(\p{Lu}[\p{L}\d.+#-]*(?:\s+\p{Lu}[\p{L}\d.+#-]*)*)\s+(?:and\s+)?(?:to|onto|over to)\s+(\p{Lu}[\p{L}\d.+#-]*(?:\s+\p{Lu}[\p{L}\d.+#-]*)*)/u;
/** What ACTOR_SETS_AMOUNT leaves: "my daily step goal is now ". */
const amountNowSet = (all: string, thing: string, offset: number, text: string) =>
  // "My landlord raised the rent to $1,550": the actor was someone of mine, the thing is "my rent".
  (/\b(?:my|our|his|her|their)\s+$/i.test(text.slice(0, offset)) ? thing.replace(/^the\s+/i, '') : thing) +
  // "we scaled the cluster to 40 nodes": the cluster now has 40 nodes (a count, as "the cluster has 24 nodes" said).
  // A goal, a limit or a price of 30 books is that many; a cluster of 40 nodes has them.
  ((pluralCount(text.slice(offset + all.length)) || /^\d[\d.,]*\s*(?:GB|TB|MB)\s+of\s/.test(text.slice(offset + all.length))) && !/\b(?:goal|target|limit|budget|quota|rate|price|fee|cap|minimum|maximum|estimate|forecast|plan|aim)s?\s*$/i.test(thing) ? ' now has ' : ' is now ');

/** "Anna, who works at Google, ...", "my sister who lives in Rome": the relative clause is a claim about its antecedent. */
const RELATIVE_CLAUSE =
  /((?:\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+[a-z-]+(?:\s+\p{Lu}[\p{L}'-]+)?)|(?:\b\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)),?\s+(?:who|which)\s+([^,.;!?]+)(,\s*)?/u;

const COMPOUND_SUBJECT =
  /^\s*((?:\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?|I|[Mm]y\s+[a-z]+|[Ss]he|[Hh]e))\s+and\s+((?:\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?|I|me|my\s+[a-z]+|(?:his|her)\s+(?:partner|wife|husband|girlfriend|boyfriend|fiancée?|family|kids|children|son|daughter|sister|brother|mom|dad|parents)))\s/u;

const DAY_NEXT_YEAR =
  /\b((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*)\s+(?:of\s+)?next\s+year\b/gi;

const ROUGH_DATE =
  /\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|(?:next\s+|this\s+|last\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|today|yesterday|\d{4}-\d{2}-\d{2}|\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)\b/gi;

const QUESTION_AFTER_STATEMENT = /,\s+(?:so\s+|and\s+|but\s+)?(?=(?:can|could|would|will|do|does|did|what|which|how|where|when|why|who|any|should|is|are|may|might|got)\b)/i;

/**
 * "Clinic note — Halina Kowalczyk ... Mrs Kowalczyk now asks for ...": a title and surname is the person the document
 * names in full with that surname, when it names exactly one.
 */
/**
 * "Traveller: Ms Chloé Dubois · Cost centre: MC-LYS-04", "Seat: window · Meal: standard": a record's fields set on one
 * line between middle dots or bars are its lines.
 */
function fieldsOnLines(text: string): string {
  if (!/ [·|] /.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      const parts = line.split(/[ \t]+[·|][ \t]+/);
      // ("Policyholder: Halvard Tveit · Policy no. VH-55120": one field is enough when it opens the line.)
      // (Not a signature's bars: "Email signature: Tomasz Nowak | Krakow office".)
      return parts.length > 1 && ((/ · /.test(line) && RECORD_FIELD_LINE.test(parts[0]!)) || parts.filter((part) => RECORD_FIELD_LINE.test(part)).length >= 2) ? parts.join('\n') : line;
    })
    .join('\n');
}

function titledByFullName(text: string): string {
  if (!/\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s+\p{Lu}/u.test(text)) return text;
  return text.replace(/\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s+(\p{Lu}[\p{L}'-]+)(?![\p{L}'-]|\s+\p{Lu})/gu, (all: string, surname: string) => {
    const full = fullNameIn(text, `Ms ${surname}`);
    return full === `Ms ${surname}` ? all : full;
  });
}

/**
 * "Hi Ingrid" in a letter "To: Ingrid Halvorsen", "Dear Ms Kovačević" to "Passenger: Ana Kovačević": the full name the
 * document gives the person greeted by a first name or a title and surname, when it gives one.
 */
function fullNameIn(text: string, name: string): string {
  const surname = /^(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?\s+(\p{Lu}[\p{L}'-]+)$/u.exec(name)?.[1];
  const pattern = surname
    ? String.raw`(?<![\p{L}])(\p{Lu}\p{Ll}+\s+${surname})(?![\p{L}'-])`
    : /\s/.test(name) ? undefined : String.raw`(?<![\p{L}])(${name}\s+\p{Lu}[\p{L}'-]+)(?![\p{L}'-])`;
  if (!pattern) return name;
  // (The name is of letters, apostrophes and hyphens only, as the greeting reads it: nothing in it to escape.)
  const found = new Set([...text.matchAll(new RegExp(pattern, 'gu'))].map((m) => m[1]!).filter((n) => !NOT_NAMES.has(n.split(/\s+/)[0]!) && !/^(?:Mr|Mrs|Ms|Mx|Dr|Prof|Dear|Hi|Hello|Hey)\s/.test(n)));
  return found.size === 1 ? [...found][0]! : name;
}
/** A title's person: after "with", a comma or a dash, before the end, an aside, a dash or a date. */
const TITLE_PERSON = /^[^.!?\n:]*?(?:\bwith|,|[—–])\s+((?:(?:Mr|Mrs|Ms|Mx|Dr)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2})\s*(?:\([^)]*\)\s*)?(?:[—–,-][^!?\n]*)?$/u;
const GREETING = /^\s*(?:[Hh]i|[Hh]ello|[Hh]ey|[Dd]ear|[Gg]ood morning|[Gg]ood afternoon|[Gg]entile|[Cc]ar[oa]|[Ee]stimad[oa]|[Qq]uerid[oa]|[Cc]h[eè]re?|[Ll]iebe[r]?|[Ss]ehr geehrte[r]?|[Bb]este|[Hh]ola|[Bb]onjour|[Hh]allo|[Oo]lá|[Hh]ej)\s+((?:(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?\s+|(?:Sig\.ra|Sig\.|Sra\.|Sr\.|Mme|Herr|Frau)\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2})\s*(?:[,!:]\s*|$)/u;
const ABOUT_HEADING = /^\s*(?:[Nn]otes?\s+(?:on|about)|[Aa]bout|[Pp]rofile(?:\s+of)?|[Uu]pdate\s+on|[Nn]ews\s+about|[Rr]e|(?:\p{L}+\s+){0,2}(?:[Rr]ecord|[Ff]ile|[Pp]rofile|[Cc]ard|[Dd]etails|[Ii]nfo)\s+(?:for|on|of|about))\s+(?:the\s+(?=\p{Lu}\p{Ll}+s\s*:))?((?:\p{Lu}[\p{L}'-]+\s+){0,2}\p{Lu}[\p{L}'-]+)\s*:/u;

/** "I am Dana Whitfield, a data engineer at Stripe" (the name, and what follows it), or "Dana Whitfield here." */
const SELF_INTRO =
  /(?<=^|[.!:,]\s+|\n)(?:(?:I am|I'm|my name is|[Tt]his is)\s+(\p{Lu}\p{Ll}+\s+\p{Lu}[\p{L}'-]+)(?:,\s+(an?\s+[^.!?\n]+)(?=[.!\n]|$)|[.,!]\s*|$)|(\p{Lu}\p{Ll}+\s+\p{Lu}[\p{L}'-]+)\s+here[.!,]\s*)/u;

const SIGNATURE_TITLE =
  /(^|\n)[ \t]*((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}[\p{L}'-]+){1,2})[ \t]*\n[ \t]*((?:\p{Lu}[\p{L}-]*[ \t]+){0,3}(\p{Lu}[\p{L}-]*))[ \t]*[,|–—·•][ \t]*(\p{Lu}[\p{L}&.'-]*(?:[ \t]+\p{Lu}[\p{L}&.'-]*){0,3})[ \t]*(?=\n|$)/gu;
/** A signature on one line: "Carmen Ruiz | Product Lead", "Ana Lima · Head of Sales · Vela". */
const SIGNATURE_LINE =
  /(^|\n)[ \t]*((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}[\p{L}'-]+){1,2})[ \t]*[|·•][ \t]*((?:\p{Lu}[\p{L}-]*[ \t]+(?:of[ \t]+)?){0,3}(\p{Lu}[\p{L}-]*))(?:[ \t]*[|·•,][ \t]*(\p{Lu}[\p{L}&.'-]*(?:[ \t]+\p{Lu}[\p{L}&.'-]*){0,3}))?[ \t]*(?=\n|$)/gu;
const SIGN_OFF =
  /(?:^|\n|[.!?]\s+)(?:best|thanks|thank you|many thanks|cheers|regards|kind regards|best regards|warm regards|sincerely|yours|all the best|talk soon|--|—|-)\s*,?\s*\n?\s*(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\s*\.?\s*$/iu;

const NAME_SIGNATURE = /(?<=[.!?][ \t]*)\n[ \t]*(\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}[\p{L}'-]+){1,2})[ \t]*$/u;

interface Subject {
  ref: EntityRef;
  /** How the content names it ("Alice", "Alice's sister", "The Apollo project"). */
  display: string;
  /** Rewritten from I/we: the predicate's verb needs the third person. */
  firstPerson: boolean;
  /** Resolved from he/she/it: less certain. */
  resolved: boolean;
  /** Written as an owner ("my", "Kai's") before what it owns: the content says "Kai's favourite band is ...". */
  possessive?: boolean;
}

interface DocumentState {
  currentSpeaker?: string;
  /** The speaker before the current one, whom "you" names. */
  addressee?: string;
  lastPerson?: EntityRef;
  lastThing?: Subject;
  /** A first name a clause was about, not known as a person ("Tom changed his mind."): whom "he" is in the next sentence. */
  lastNamed?: string;
  known: Map<string, EntityType>;
  /** Full names the text gave, by first name: "Sven" after "Sven Olsen" is him. */
  fullNames?: Map<string, string>;
  /** What a record is about ("Account: Harlow Logistics."): "Main contact is ..." below is its main contact. */
  recordFor?: string;
  /**
   * A notice written to the memory's user ("Your flight departs at 07:40", "You are on the 15GB plan"): "you" and "your"
   * are the user's, as a forwarded confirmation or reminder is theirs. Not in advice written to anyone ("if you ...").
   */
  toUser?: boolean;
  /** Whom a greeting named ("Hello Tom,"): "your" in the message is theirs. */
  greeted?: string;
  /** A letter signed off by its writer ("Kind regards, Vesterhavet Forsikring"): its greeted reader is still "you". */
  signedLetter?: boolean;
  /** The question a turn ended with, and who asked it: a short answer in the next turn is read with it. */
  question?: { speaker: string | undefined; text: string };
}

/** A person the text has named: whom a later "he"/"she" is, and a person wherever the name comes again. */
/** A first name asked or told about: "Declan's address", "Priya's new job", "where is Lin", "did you hear Tunde ...". */
const PERSON_ASKED_ABOUT = /(?:\b(\p{Lu}\p{Ll}+)'s\s+(?:new\s+|current\s+|old\s+)?(?:address|place|flat|house|home|job|work|office|boss|wife|husband|partner|girlfriend|boyfriend|birthday|wedding|car|mum|mom|dad|kids?|son|daughter|sister|brother|phone|number|email|school|team|company)\b|\b(?:where(?:'s|\s+is|\s+does)|how(?:'s|\s+is)|did\s+(?:u|you)\s+hear(?:\s+that)?|have\s+(?:u|you)\s+heard(?:\s+that)?|heard\s+that)\s+(\p{Lu}\p{Ll}+)\b)/u;

/** "my father Tomás Ruiz", "her daughter Léa Moreau": a relative named, anywhere in a clause. */
const RELATIVE_NAMED = /\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+(?:(?:late|elderly|older|younger|twin|step|big|little)\s+)?(?:father|mother|dad|mum|mom|son|daughter|brother|sister|husband|wife|partner|grandmother|grandfather|gran|granny|grandma|grandpa|grandad|aunt|auntie|uncle|cousin|nephew|niece|father-in-law|mother-in-law)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2})/u;
function rememberPerson(state: DocumentState, name: string): void {
  state.lastPerson = { name, type: 'person' };
  state.known.set(name.toLowerCase(), 'person');
  const words = name.replace(/^(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+/, '').split(' ');
  if (words.length > 1) (state.fullNames ??= new Map()).set(words[0]!.toLowerCase(), name);
}

interface Clause {
  text: string;
  link: 'consequence' | 'cause' | null;
  /** The connector as written before the clause (", but ", "; "), to join it back to the one before. */
  joint?: string;
}

/** An e-mail address or a web address, as people write them in running text. */
const ADDRESS = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\bhttps?:\/\/[^\s<>"')\]]+[^\s<>"')\].,;:!?]|\bwww\.[\w-]+(?:\.[\w-]+)+(?:\/[^\s<>"')\]]*[^\s<>"')\].,;:!?])?/g;
/** What stands for the n-th address while the text is read: a word the parser takes for a name ("Addrqa", "Addrqbb"). */
const addressWord = (n: number) => `Addrq${String.fromCharCode(97 + (n % 26)).repeat(1 + Math.floor(n / 26))}`;
const ADDRESS_WORD = /\bAddrq([a-z])\1*\b/gi;
const IS_ADDRESS_WORD = /^Addrq([a-z])\1*$/i;

/**
 * "the support email is help@acme.io", "the wiki moved to https://wiki.acme.io/home": an address is one value, but a
 * tokenizer cuts it at its dots and slashes and a sentence splitter ends a sentence inside it. The text is read with a
 * plain word in each address's place, and the facts get the addresses back (values in lower case, as values are);
 * an address is no entity.
 */
/** "Tomasz Kowal (@tomasz_k)", "Mateo Fernández (u/mfern_dev)": a speaker's handle is no part of the name. */
function withPlainSpeaker(input: ExtractionInput): ExtractionInput {
  const speaker = input.speaker?.replace(/\s*\((?:@|u\/)[^()]*\)\s*$/, '').trim();
  return speaker && speaker !== input.speaker ? { ...input, speaker } : input;
}

function withAddressesKept(input: ExtractionInput, extract: (input: ExtractionInput) => ExtractedFact[]): ExtractedFact[] {
  const addresses: string[] = [];
  const text = input.text.replace(ADDRESS, (address) => addressWord(addresses.push(address) - 1));
  if (addresses.length === 0) return extract(input);
  const byWord = new Map(addresses.map((a, i) => [addressWord(i).toLowerCase(), a]));
  const back = (s: string, lower = false) => s.replace(ADDRESS_WORD, (w) => {
    const address = byWord.get(w.toLowerCase()) ?? w;
    return lower ? address.toLowerCase() : address;
  });
  return extract({ ...input, text }).map((f) => ({
    ...f,
    content: back(f.content),
    subject: { ...f.subject, name: back(f.subject.name) },
    value: back(f.value, true),
    ...(f.replaces ? { replaces: back(f.replaces, true) } : {}),
    ...(f.also ? { also: f.also.map((a) => ({ ...a, value: back(a.value, true) })) } : {}),
    ...(f.topic ? { topic: f.topic.map((t) => back(t, true)) } : {}),
    entities: f.entities.filter((e) => !IS_ADDRESS_WORD.test(e.name)),
  }));
}

/** The offline extractor. Loads the English model once, at creation: create one per process and share it. */
export function createOfflineExtractor(): Extractor {
  const nlp = winkNLP(model, ['sbd', 'pos']);
  const its = nlp.its;

  /** Proper-noun spans wink tags in a line: "Dr. José García", "Acme Inc.". */
  function properNouns(doc: ReturnType<typeof nlp.readDoc>): string[] {
    const words = doc.tokens().out() as string[];
    const tags = doc.tokens().out(its.pos) as string[];
    const spans: string[] = [];
    let current: string[] = [];
    const flush = () => {
      if (current.length > 0) {
        const span = current.join(' ').replace(/\s+([.'’])/g, '$1');
        if (!(current.length === 1 && NOT_NAMES.has(current[0]!))) spans.push(span);
      }
      current = [];
    };
    words.forEach((word, i) => {
      const proper = tags[i] === 'PROPN' && /^\p{Lu}/u.test(word);
      if (proper) current.push(word);
      else flush();
    });
    flush();
    return spans;
  }

  /**
   * A claim in the simple present (or with "will", "is ...ing", or a passive with "by") whose verb no rule knows: "Coach
   * Rivera trains the under-12 squad", "the support team sits on the third floor", "I work on a Dell XPS laptop". The
   * verb's lemma and its preposition are the attribute (`v:train`, `v:sit_on`), the rest the value; "from A to B" says
   * B replaces A.
   * The parser finds the verb, so what comes before it must read as a subject (a name, a pronoun, a noun phrase), and
   * verbs of thinking, saying or wanting make no claim.
   */
  function presentClaim(clause: string): { claim: Claim; at: number } | undefined {
    // "from @date0 all client calls happen on Google Meet": a date lead-in is not the subject.
    // "From now on, client calls happen on Teams", "Now the standup runs on Zoom": the lead-in is no part of the subject.
    // "Honestly I now support Brighton", "Luckily, we ship on Fridays": a sentence adverb is no part of the subject.
    // "since the new menu we serve 320 customers a day": nor is a reason before a pronoun, comma or not.
    const lead = /^\s*(?:(?:(?:from|starting|as of|beginning|since|after|in|on)\s+)?@date\d+|from now on|going forward|moving forward|now|these days|nowadays|lately|currently|[a-z]+ly(?=,?\s+(?:I|we|he|she|they|my|our|his|her|their)\b)|(?:anyway|well|so|ok|okay|plus|also|btw)(?=,?\s+(?:I|we|he|she|they|my|our|his|her|their)\b))\b,?\s+|^\s*[\p{L}' -]{2,30},\s+(?=(?:I|we|he|she|they|my|our|his|her|their)\s)|^\s*(?:since|after|following|with|thanks to|because of|due to)\s+(?:the|a|an|my|our|his|her|their|this|last)\s+[\p{L}' -]{1,30}?\s+(?=(?:I|we|he|she|they)\s)|^\s*(?:since|after|following|thanks to|because of|due to)\s+(?:the|a|an|this|last)\s+\p{Ll}+(?:\s+\p{Ll}+)?\s+(?=(?:the|our|my)\s+\p{Ll}+\s+(?:now\s+)?\p{Ll}+s\b)|^\s*(?:with|since|after|following|thanks to|because of|due to|despite)\s+(?:the|a|an|this|last|our|its|their)\s+[\p{L}' -]{1,30}?,\s+(?=(?:the|our|my|its|their)\s)/iu.exec(clause)?.[0].length ?? 0;
    const masked = clause.slice(lead);
    const doc = nlp.readDoc(masked);
    const words = doc.tokens().out() as string[];
    const tags = doc.tokens().out(its.pos) as string[];
    // wink-nlp's types give `its.lemma` another signature than `out` takes; at run time it is a token property like pos.
    const lemmas = doc.tokens().out(its.lemma as unknown as typeof its.pos) as string[];
    // The subject: the noun phrase or pronoun after the last lead-in punctuation and before the first verb.
    // wink tags "trains" after a name as a noun; a noun is not followed by a determiner or a number here, a verb is.
    // ("my lease runs until @date0": before "until" and a date too.)
    // ("Lars trains for marathons", "Ines reads mostly fantasy", "Mr Brandt tutors maths": after a name of one to three
    // words, before a preposition or an adverb;
    // "Dev drinks green tea": a verb people state facts with, before its object; "The MVP targets iOS first": a verb
    // before a name.)
    // ("staff park in the north car park", "guests eat in the garden": after a group of people, a base verb wink tags a
    // noun before a preposition.)
    const groupVerb = (i: number) => tags[i] === 'NOUN' && i > start && PEOPLE_GROUPS.test(words[i - 1]!) && (BASE_VERBS.has(words[i]!.toLowerCase()) || /^(?:park|sit|queue|gather|check)$/i.test(words[i]!)) && (['ADP', 'ADV'].includes(tags[i + 1] ?? '') || (tags[i + 1] === 'NOUN' && tags[i + 2] === 'ADP'));
    const nounAsVerb = (i: number) => groupVerb(i) || tags[i] === 'NOUN' && (i === 0 || ['PROPN', 'NOUN', 'ADV'].includes(tags[i - 1]!)) && /[^s]s$/.test(words[i]!) && (['DET', 'NUM'].includes(tags[i + 1] ?? '') || (i > start && ['PROPN', 'NOUN'].includes(tags[i - 1]!) && tags[i + 1] === 'PROPN' && /^\p{Lu}|^i\p{Lu}/u.test(words[i + 1] ?? '')) || (/^(?:until|till)$/i.test(words[i + 1] ?? '') && /^@date\d+$/.test(words[i + 2] ?? '')) || (i - start >= 1 && i - start <= 3 && tags.slice(start, i).every((t, j) => t === 'PROPN' && /^\p{Lu}/u.test(words[start + j]!)) && !/^(?:spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter)$/i.test(words[i - 1]!) && !/ies$/.test(words[i]!) && (['ADP', 'ADV'].includes(tags[i + 1] ?? '') || (['ADJ', 'NOUN'].includes(tags[i + 1] ?? '') && (BASE_VERBS.has(words[i]!.slice(0, -1).toLowerCase()) || (/(?:sh|ch|x|z|ss)es$/i.test(words[i]!) && BASE_VERBS.has(words[i]!.slice(0, -2).toLowerCase())))))));
    let start = 0;
    let k = 0;
    for (; k < words.length; k++) {
      const tag = tags[k]!;
      if (tag === 'PUNCT' && /^[,:;]$/.test(words[k]!)) start = k + 1;
      // "on-call alerts", "the alerts are": a hyphenated compound, and a "verb" right after a determiner before the
      // clause's auxiliary or verb, are parts of the subject's noun phrase.
      else if (words[k + 1] === '-' || (words[k] === '-' && k > start)) continue;
      else if (tag === 'VERB' && k > start && ['DET', 'NOUN', 'ADJ'].includes(tags[k - 1]!) && /s$/.test(words[k]!) && /^(?:are|were|have)$/i.test(words[k + 1] ?? '')) continue;
      // ("Mr Grant teaches chemistry": a capitalized word after an honorific is the name, whatever wink tags it.)
      else if (k > start && /^(?:Mr|Mrs|Ms|Mx|Dr|Prof|Sir|Dame|Father|Sister|Coach|Captain|Uncle|Aunt|Auntie)\.?$/.test(words[k - 1]!) && /^\p{Lu}/u.test(words[k]!)) continue;
      // ("Miss Clara teaches 40 pupils": wink tags "Miss" a verb; before a name it is a title.)
      else if (k === start && /^(?:Miss|Coach|Captain|Father|Sister|Uncle|Aunt|Auntie|Nurse|Chef)$/.test(words[k]!) && /^\p{Lu}/u.test(words[k + 1] ?? '')) continue;
      // ("staff chat happens on Slack": a base form after a noun, before a verb in the third person, is the head noun.)
      else if (tag === 'VERB' && k > start && ['NOUN', 'PROPN'].includes(tags[k - 1]!) && !/s$/.test(words[k]!) && ['VERB', 'NOUN'].includes(tags[k + 1] ?? '') && /[^s]s$/.test(words[k + 1] ?? '') && ['ADP', 'DET'].includes(tags[k + 2] ?? '')) continue;
      // ("Kenji no longer watches baseball": wink tags "no" a determiner; "no longer" is said of the verb.)
      else if (!SUBJECT_TAGS.has(tag) || (tag === 'ADV' && k === start) || nounAsVerb(k) || (k > start && /^no$/i.test(words[k]!) && /^longer$/i.test(words[k + 1] ?? ''))) break;
    }
    let subjectEnd = k;
    while (subjectEnd > start && tags[subjectEnd - 1] === 'ADV') subjectEnd--;
    // No subject at all ("... and now trains the under-16 squad"): the clause goes on about the one before's.
    if ((subjectEnd === start && start > 0) || subjectEnd - start > 6) return undefined;
    // Auxiliaries between subject and verb: "will", "is ...ing", "does not"; nothing else.
    let v = k;
    while (v < words.length && (tags[v] === 'AUX' || tags[v] === 'PART' || tags[v] === 'ADV' || (/^no$/i.test(words[v]!) && /^longer$/i.test(words[v + 1] ?? ''))) && /^(?:will|'ll|is|are|am|'m|'re|'s|do|does|don't|doesn't|not|n't|now|still|also|usually|mostly|currently|always|often|normally|generally|just|only|no|longer|be)$/i.test(words[v]!) && !(/^be$/i.test(words[v]!) && !/^(?:will|'ll)$/i.test(words[v - 1] ?? ''))) v++;
    if (v >= words.length) return undefined;
    // ("Theo does drama club": "does" before a noun is the verb, not an auxiliary.)
    const doVerb = v > k && /^(?:do|does)$/i.test(words[v - 1]!) && ['NOUN', 'PROPN'].includes(tags[v]!) && !/^(?:not|n't)$/i.test(words[v - 2] ?? '');
    if (doVerb) v--;
    // "client calls happen on Zoom": wink tags both "calls" and "happen" as verbs; a plural before a verb is the subject.
    if (v === k && v > start && (tags[v - 1] === 'NOUN' || (tags[v - 1] === 'PROPN' && v - 1 === start)) && /[^s]s$/.test(words[v]!) && tags[v + 1] === 'VERB') v++;
    const word = words[v]!;
    // wink leaves some "-ing" forms as they are ("rewatching", "prepping").
    const lemma = /ing$/.test(lemmas[v]!) ? baseVerbPhrase(lemmas[v]!) : lemmas[v]!.toLowerCase();
    // ("Ruth is still teaching in Hull": an adverb may stand between.)
    const progressive = v > k && /ing$/.test(word) && /^(?:is|are|am|'m|'re|'s)$/i.test(words.slice(k, v).filter((w) => !/^(?:now|still|also|currently|usually|mostly|always|just|only)$/i.test(w)).at(-1) ?? '');
    // "the under-14 team is now coached by Sara Lind", "the service is owned by the platform team": a passive with its
    // agent is the verb's claim about the subject (`v:coached_by`).
    // "the cell cultures are kept at 35 degrees", "alerts are sent through PagerDuty": a passive with a place, a means
    // or a measure says the same of the subject (`v:kept_at`, `v:sent_through`).
    // ("remote work is allowed two days a week", "staff are paid 25 days of leave": a passive with an amount.)
    const passive = v > k && (tags[v] === 'VERB' || tags[v] === 'ADJ') && /(?:ed|en|wn|ught|ld|lt|pt|nt)$/.test(word) && (/^(?:by|at|on|in|through|via|with|from|to|under|inside|within)$/i.test(words[v + 1] ?? '') || (tags[v + 1] === 'NUM' && /^(?:allowed|permitted|limited|capped|required|paid|charged|given|offered|granted|entitled)$/i.test(word))) && words.slice(k, v).some((w) => /^(?:is|are|be)$/i.test(w)) && !NOT_PASSIVE_STATES.has(word.toLowerCase());
    // After "is"/"are" only "-ing" is a verb: "are part of life", "are cool spots" are not claims of a verb.
    if (!progressive && !passive && words.slice(k, v).some((w) => /^(?:is|are|am|'m|'re|'s)$/i.test(w))) return undefined;
    // "Gotta run", "Sounds like", "Looks great": no subject, a set phrase.
    if (/^(?:gotta|gonna|sounds|looks|seems|feels|thanks|thank|glad|hope|wish|guess|wow|yeah|yes|no|oh|hey|hi|ok|okay)$/i.test(words[start] ?? '')) return undefined;
    // (A word tagged a verb inside the subject was read as its noun above: "staff chat".)
    const third = subjectEnd === start || /^(?:he|she|it)$/i.test(words[subjectEnd - 1]!) || ['PROPN', 'NOUN'].includes(tags[subjectEnd - 1]!) || (tags[subjectEnd - 1] === 'VERB' && subjectEnd - 1 > start);
    const verbLike = tags[v] === 'VERB' || nounAsVerb(v) || passive || doVerb;
    const present = progressive || passive || word.toLowerCase() === lemma || word.toLowerCase() === lemmas[v] || (third && word.toLowerCase() === `${lemma}s`) || (third && /(?:sh|ch|x|z|o|ss)es$/.test(word) && word.toLowerCase() === `${lemma}es`) || (third && /ies$/.test(word) && lemma.endsWith('y'));
    // A passive claims what was done to the subject even with a verb that alone makes none ("are kept at 35 degrees").
    // "we keep 6 hives": keeping a counted thing is having it.
    // "I keep my savings at Barclays": where one keeps one's own things.
    const keepsCount = lemma === 'keep' && (tags[v + 1] === 'NUM' || (/^(?:about|around|roughly|nearly|almost|over|some)$/i.test(words[v + 1] ?? '') && tags[v + 2] === 'NUM') || (/^(?:my|our|his|her|their)$/i.test(words[v + 1] ?? '') && /^(?:at|with|in)$/i.test(words[v + 3] ?? '') && /^\p{Lu}/u.test(words[v + 4] ?? '')));
    // "my cast comes off on 20 March", "the feature goes live on 1 May": a verb no claim is made with alone says when
    // with a date after it.
    // (The date parser often takes the "on" into the date: "comes off @date0".)
    const dateAhead = /^@date\d+$/.test(words[v + 1] ?? '') || (/^(?:on|at|in|by|until|till)$/i.test(words[v + 1] ?? '') ? /^@date\d+$/.test(words[v + 2] ?? '') : /^(?:off|out|up|back|down|live|in|away)$/i.test(words[v + 1] ?? '') && (/^@date\d+$/.test(words[v + 2] ?? '') || (/^(?:on|at|in|by|until|till)$/i.test(words[v + 2] ?? '') && /^@date\d+$/.test(words[v + 3] ?? ''))));
    const saysWhen = dateAhead && !/^(?:be|have|think|know|feel|hope|wish|say|tell|ask|want|need|seem|look|sound|mean|guess|believe|see|hear|care|mind|bet|promise|wait|worry)$/.test(lemma);
    // "employees get 25 days of annual leave": getting a counted thing, as a standing claim, is having it.
    // ("Dr Patel sees about 25 patients a day", "the clinic helps 300 families": a counted object makes a claim of verbs
    // that alone make none.)
    // ("we are caring for 45 dogs": after "for" too.)
    const counted = (lemma === 'care' && /^for$/i.test(words[v + 1] ?? '') ? 1 : 0) + (/^(?:about|around|roughly|nearly|almost|approximately|over)$/i.test(words[v + 1] ?? '') ? v + 2 : v + 1);
    const getsCount = /^(?:get|see|take|make|help|handle|bring|care)$/.test(lemma) && tags[counted] === 'NUM' && !/^@date/.test(words[counted] ?? '') && ['NOUN', 'ADJ'].includes(tags[counted + 1] ?? '');
    // "Ivy goes to chess club", "Theo does drama club", "the 10K starts at the town hall": going to or doing a club or
    // a class, and where a thing starts or ends, are claims of verbs that alone make none.
    const rest = words.slice(v + 1).join(' ');
    const regular = (lemma === 'go' && /^to\s+(?:the\s+)?(?:[\p{L}'-]+\s+){0,3}(?:club|school|college|university|class|classes|church|mosque|temple|synagogue|gym|nursery|kindergarten|daycare|practice|lessons|camp|academy)\b/iu.test(rest))
      || (lemma === 'do' && /^(?:[\p{L}'-]+\s+){0,2}(?:club|class|classes|lessons|practice|training|yoga|pilates|karate|judo|ballet|swimming|gymnastics|athletics|crossfit|boxing|taekwondo|kickboxing|archery|fencing|rowing|climbing|parkrun)\b/iu.test(rest))
      || (/^(?:start|begin|finish|end)$/.test(lemma) && /^(?:at|from|outside|in front of)\s+(?:the\s+\p{L}|\p{Lu})/u.test(rest) && !/^\S+\s+(?:@date|\d)/.test(rest))
      // ("Sophie wants a red car", "a ground-floor flat": a thing wanted is a claim of the wish.)
      || (lemma === 'want' && /^an?\s+(?!(?:second|third|fourth|fifth|another|few|bit|lot|break|go|chance|word|minute|moment|quick|little)\b)(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+(?:\s+instead)?\s*[.!]?\s*$/u.test(rest.replace(/\s+-\s+/g, '-')));
    if (!verbLike || !present || (NOT_CLAIM_VERBS.has(lemma) && !keepsCount && !getsCount && !saysWhen && !regular && !(passive && !/^(?:be|have|get|do)$/.test(lemma))) || !(/^[a-z]{3,}$/.test(lemma) || (regular && /^(?:go|do)$/.test(lemma)))) return undefined;
    // "I read a book", "we hit a snag": a verb whose past is its base form is, in what people tell, mostly the past.
    // ("I mostly read on my Kindle", "these days I read everything on a Kobo": a habit is the present.)
    const habit = /\b(?:mostly|usually|always|often|normally|generally|typically|mainly|these days|nowadays|every (?:day|night|week|morning|evening))\b/i.test(masked) || /^(?:everything|all|anything)\b/i.test(words[v + 1] ?? '');
    if (word.toLowerCase() === lemma && SAME_PAST.has(lemma) && !habit) return undefined;
    let o = v + 1;
    // "read everything on a Kobo": what is done with everything is done on the Kobo (`v:read_on`).
    if (/^(?:everything|all|anything)$/i.test(words[o] ?? '') && /^(?:on|in|with|at|through|via)$/i.test(words[o + 1] ?? '')) o++;
    // "works remotely from Hamburg", "trains mostly at the club": a manner adverb before the preposition is no object.
    if (/^(?:remotely|locally|mostly|mainly|primarily|usually|currently|full-time|part-time|exclusively|only)$/i.test(words[o] ?? '') && /^(?:from|in|at|on|with|for|out)$/i.test(words[o + 1] ?? '')) o++;
    // A phrasal verb before its preposition: "I work out in the mornings" (`v:work_out_in`).
    const particle = /^(?:out|up|off|down|back|away|around)$/i.test(words[o] ?? '') && (/^(?:on|in|at|for|with|to|by|until|till)$/i.test(words[o + 1] ?? '') || /^@date\d+$/.test(words[o + 1] ?? '')) ? words[o++]!.toLowerCase() : undefined;
    const preposition = /^(?:on|in|at|for|with|from|into|onto|as|by|under|over|up|off|out|to|through|via|across|near|behind|around|until|till|within)$/i.test(words[o] ?? '') && tags[o] !== 'PART' && !(/^(?:over|under|around)$/i.test(words[o] ?? '') && tags[o + 1] === 'NUM') ? words[o++]!.toLowerCase() : undefined;
    // "lends about 1,300 books a month": an approximate number is the object's.
    if (/^(?:about|around|roughly|nearly|almost|approximately|some|over|under)$/i.test(words[o] ?? '') && tags[o + 1] === 'NUM') o++;
    // "reads mostly science fiction": an adverb of how much is not the object.
    if (/^(?:mostly|mainly|largely|primarily|exclusively|chiefly|only|just)$/i.test(words[o] ?? '') && o + 1 < words.length) o++;
    // The object is a noun phrase: not a clause ("that ..."), an infinitive, a pronoun alone, "of ..." or another verb.
    // ("reads mostly fantasy": wink tags a last word after an adverb as a verb; there it is the object.)
    if (o >= words.length || !(OBJECT_TAGS.has(tags[o]!) || /^\p{Lu}/u.test(words[o]!) || (tags[o] === 'VERB' && tags[o - 1] === 'ADV' && (o === words.length - 1 || tags[o + 1] === 'PUNCT'))) || /^(?:to|of|that|it|them|this|these|those|me|you|him|us|if|whether|what|how|why|when|so|too|very|much|each|other|ourselves|myself|yourself|themselves)$/i.test(words[o]!)) return undefined;
    // "takes her tea with milk": "her" before a noun is hers, not her.
    if (/^her$/i.test(words[o]!) && !['NOUN', 'ADJ', 'PROPN'].includes(tags[o + 1] ?? '')) return undefined;
    const at = offsetOf(masked, words, v);
    // "My passport expires on 5 March 2025", "the offer lapses at midnight": a verb whose object is a date says when
    // (`time:expire`), the date its value.
    if (/^@date\d+$/.test(words[o]!) && (!preposition || /^(?:on|at|in|by|until|till|from)$/.test(preposition)) && !passive && !progressive) {
      // ("runs until August 2024", "goes on till Friday": until when it holds, as "valid until" and "extended until" say.)
      return { at: lead + at, claim: { attribute: /^(?:until|till)$/.test(preposition ?? '') ? 'scheduled_for' : `time:${lemma}${particle ? ` ${particle}` : ''}`, value: 'time', factType: 'fact', confidence: 0.7, object: '', dateValue: true } };
    }
    const objectStart = offsetOf(masked, words, o);
    let objectText = cleanObject(masked.slice(objectStart));
    let replaces: string | undefined;
    const fromTo = /^(.*?)\bfrom\s+(.+?)\s+(?:to|into|onto|with)\s+(.+)$/i.exec(objectText);
    if (fromTo) {
      replaces = fromTo[2]!;
      objectText = fromTo[3]!;
    }
    const value = normalizeValue(objectText.replace(/@date\d+/g, ' ')).split(' ').slice(0, 6).join(' ');
    if (!value || FUNCTION_WORDS.has(value)) return undefined;
    return {
      at: lead + at,
      claim: {
        // A passive keeps its participle ("coached_by"): wink tags it a verb or an adjective by context.
        attribute: `v:${passive ? word.toLowerCase() : lemma}${particle ? `_${particle}` : ''}${preposition && !fromTo ? `_${preposition}` : ''}`,
        value,
        factType: 'fact',
        confidence: 0.6,
        object: objectText,
        verb: lemma,
        // Two or three proper nouns and nothing else ("Coach Rivera", "Wen Li") name a person.
        ...(subjectEnd - start >= 2 && subjectEnd - start <= 3 && tags.slice(start, subjectEnd).every((t, i) => t === 'PROPN' && /^\p{Lu}\p{Ll}/u.test(words[start + i]!)) ? { subjectType: 'person' as const } : {}),
        ...(replaces ? { replaces, transition: true } : {}),
      },
    };
  }

  function extractOne(input: ExtractionInput): ExtractedFact[] {
    const facts: ExtractedFact[] = [];
    const state: DocumentState = { known: new Map() };
    const reference = input.referenceTime;
    const text = nameAppositives(formRecord(eventRecord(datedLines(tableRows(namedNote(titledByFullName(fieldsOnLines(changeLogLines(withoutQuotedReply(firmSuffixes(input.speaker ? input.text : aboutTheUser(input.text))))))))))))
      .replace(/[’‘]/g, "'")
      // ("... has been changed to:" / "Jægersborg Allé 12, 2920 Charlottenlund.": a line that ends on "to:" goes on in the next.)
      .replace(/(?<=\b(?:to|as|is\s+now|are\s+now|will\s+be|becomes|became))[ \t]*:[ \t]*\n[ \t]*(?=\S)/g, ' ')
      // ("[memory] Daniel Kim is a nurse", "[10:32] Ana: ...": a line's bracketed tag or time is no part of its sentence.)
      .replace(/^([ \t]*)\[[^\]\n]{1,30}\][ \t]*(?=\p{Lu})/gmu, '$1')
      // ("New chapter 🇵🇹 We signed the lease": a flag is a pictograph as any other.)
      .replace(/(?<=[\p{L}\p{N}])[ \t]*(?:\p{Regional_Indicator}{2}[ \t]*)+[ \t](?=\p{L})/gu, '. ')
      .replace(/\p{Regional_Indicator}{2}/gu, '')
      // ("> u/pgrunt_44: congrats! I was at Shopify", "@ellie_codes: welcome": a reply's author by handle is its speaker.)
      .replace(/^([ \t]*)(?:>[ \t]*)?(?:u\/|@)([A-Za-z][\w.-]{1,30})[ \t]*:[ \t]/gmu, (_all: string, space: string, handle: string) => `${space}${capitalize(handle)}: `)
      // ("UPDATE for those who asked: I took the offer", "EDIT 6/4: cancelled the order": an edit's label is no part of it.)
      .replace(/^([ \t]*)(?:UPDATE|EDIT|Update|Edit|EDITED|Edited|ETA|PS|P\.S\.|FYI|NB)(?:[ \t]+\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?)?(?:[ \t]+(?:for|to)[ \t]+[^:\n]{1,40})?[ \t]*:[ \t]*/gmu, '$1')
      // ("00:00:14 Matteo Bianchi: ...", "(12:40) Ana: ...": a transcript's time before its speaker is no part of the line.)
      .replace(/^([ \t]*)\(?\d{1,2}:\d{2}(?::\d{2})?\)?[ \t]+(?=\p{Lu}[\p{L}'-]*(?:[ \t]+\p{Lu}[\p{L}'-]*){0,2}[ \t]*(?:\([^)\n]*\)[ \t]*)?:[ \t])/gmu, '$1')
      // ("The parcel went to the wrong house again — I'm at 12 Heol y Bont": a dash before a clause of its own ends a sentence.)
      .replace(/(?<=[\p{L}\p{N})])[ \t]+(?:[—–]|-(?=[ \t]+(?:my|My|our|Our)[ \t]+[\p{L}-]+[ \t]+(?:is|are|was|were|has|have|got|will)[ \t]))[ \t]+(I|I'm|I've|I'll|We|we|We're|we're|We've|we've|He|he|He's|he's|She|she|She's|she's|They|they|They're|they're|[Mm]y|[Oo]ur|[Pp]lease)(?=[ \t][^\n—–]{8,})/gu, (_all: string, word: string) => `. ${capitalize(word)}`)
      // ("new adress is Eppendorfer Weg 203": the common misspelling.)
      .replace(/\b([Aa])dress(es)?\b/g, '$1ddress$2')
      // ("Dyson V12 Detect Slim — 2/5", a review's heading: the writer's rating of it.)
      .replace(/^([ \t]*)(\p{L}[^\n—–:]{2,60}?)[ \t]+[—–][ \t]+(\d{1,2}(?:[.,]\d)?)[ \t]*\/[ \t]*(5|10)(?![\d/])[^\n]*$/gmu, '$1My rating for $2 is $3/$4.')
      // ("OLUSEGUN ADEYEMI: ...", "REPORTER: ...": a speaker written in capitals is the name.)
      .replace(/^([ \t]*)(\p{Lu}{2,}(?:[ \t]+\p{Lu}{2,}){1,2}|\p{Lu}{4,})(?=[ \t]*(?:\([^)\n]*\)[ \t]*)?:[ \t])/gmu, (_all: string, space: string, name: string) => `${space}${name.toLowerCase().replace(/(^|[ \t])(\p{L})/gu, (_w: string, gap: string, letter: string) => `${gap}${letter.toUpperCase()}`)}`)
      // "Rev. Anna Price", "Cllr. Jones": an abbreviated title's full stop ends no sentence.
      .replace(/\b(Rev|Revd|Fr|Capt|Sgt|Col|Lt|Cllr|Hon|Insp|Supt)\.\s+(?=\p{Lu})/gu, '$1 ')
      // "Reminder 📅 Mum's birthday lunch is Sunday 12 May": a pictograph after a heading word stands for its colon.
      // ("Familia 🏡\nFirst week at Repsol done": a chat's title on a line of its own is no speaker of the next line.)
      .replace(/^([ \t]*\p{Lu}[\p{L}-]*)[ \t]*(?:\p{Extended_Pictographic}\uFE0F?[ \t]*)+(?=\p{L})/gmu, '$1: ')
      // ("Koa turned 3 today 🎂 Spoiled rotten": pictographs between two sentences end the first.)
      // ("survived my first week in the Mater's ICU 🙌 left St James's end of May": in a chat's lower case too.)
      .replace(/(?<=\p{L}|\p{N})([.!?]?)[ \t]*(?:\p{Extended_Pictographic}(?:\u200d|\uFE0F|\p{Emoji_Modifier})*[ \t]*)+[ \t](?:(?=\p{Lu})|(\p{Ll})(?=\p{Ll}*[ \t]+\p{L}))/gu, (_all, stop: string, low: string | undefined) => `${stop || '.'} ${low ? low.toUpperCase() : ''}`)
      // ("First week at Repsol done ✅ the new office is ...": a check mark ends what it ticks off.)
      .replace(/(?<=[\p{L}\p{N})])[ \t]*[✅✔☑]\uFE0F?[ \t]+(?=\p{Ll})/gu, '. ')
      .replace(/\s*\p{Extended_Pictographic}\uFE0F?/gu, '')
      // ("Opening day is now Saturday the 18th of May": one day.)
      .replace(/\b((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day),?[ \t]+the[ \t]+(\d{1,2})(?:st|nd|rd|th)[ \t]+of[ \t]+(?=(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b)/g, '$1 $2 ')
      // ("3.30–7pm": the start of a span of time written with a full stop is a time, not a day and a month; "7.30pm" alone is
      // read as written.)
      .replace(/\b(\d{1,2})\.(\d{2})(?=\s*[–-]\s*\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.))/giu, '$1:$2')
      // ("Rehearsals resume on Tuesday 14 January at 7.30pm": after a day, so the day and the time are read as one.)
      .replace(/(?<=\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?\s[^\n.;!?]{0,30}?)\b(\d{1,2})\.(\d{2})(?=\s*(?:am|pm|a\.m\.|p\.m\.))/gu, '$1:$2')
      // ("moves to Tues 15/10", "Thurs 3 April": a weekday's short form before a date.)
      .replace(/\b(Tues|Thurs|Weds)\.?(?=[ \t]+\d)/g, (day: string) => ({ Tues: 'Tuesday', Thurs: 'Thursday', Weds: 'Wednesday' })[day] ?? day)
      // ("Flat 3, 22 Marine Parade, Brighton": the street first, the flat after it, so the address is not read as "Flat 3".)
      .replace(/\b((?:Flat|Apt\.?|Apartment|Unit|Suite|Apto\.?|Room|Level|Floor)[ \t]+[\p{L}\p{N}]{1,5}),[ \t]+(\d{1,5}[a-zA-Z]?[ \t]+\p{Lu}[^,\n]*?)([.!?;]?)(?=,|[ \t]*$|[ \t]*\n)/gmu, '$2, $1$3')
      // ("14 rue des Carmes", "22 via Roma": a street's word after its number, in capitals as a name.)
      .replace(/(?<=\b\d{1,4}[a-z]?,?[ \t]+)(rue|via|calle|rua|quai|avenida|strada|carrer|viale|corso|piazza|plaza|ulica)(?=[ \t]+\p{L})/gu, (word: string) => word[0]!.toUpperCase() + word.slice(1))
      // ("ul. Piękna 22", "al. Jerozolimskie 5", "Av. Corrientes 1234": a street's abbreviation ends no sentence.)
      .replace(/(?<![\p{L}\p{N}'])(ul|al|pl|os|nr|str|ave|av|avda|blvd|rd|pza|apt|apto|pta|dpto)\.[ \t]+(?=\p{Lu}|\d)/giu, '$1 ')
      // ("... will be sent to your new home address:\nul. Mokotowska 41/7, Warszawa": the address on the next line is it.)
      .replace(/\b((?:my|your|our|his|her|their)\s+(?:new\s+)?(?:home\s+|postal\s+|mailing\s+|delivery\s+|shipping\s+|billing\s+)?address)[ \t]*:[ \t]*\n[ \t]*(\S[^\n]*)/gi, '$1 is $2.')
      // ("Dr Anand Krishnan (Treasurer): employed by Riverside Health Partnership as finance lead": a register's line of a
      // person.)
      .replace(/^([ \t]*(?:[-*•][ \t]+)?(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?[ \t]+)?\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}[\p{L}'-]+){1,2})[ \t]*(?:\([^()\n]*\))?[ \t]*:[ \t]+(?=(?:employed|based|living|working|retired|self-employed)\b)/gmu, '$1 is ')
      // ("To: Ingrid Halvorsen, Storgata 14, 0184 Oslo", "Ship to: ...": a letter's or an order's addressee and where.)
      .replace(/^([ \t]*)(?:To|Ship\s+to|Deliver\s+to|Deliver\s+To|Send\s+to|Bill\s+to|Recipient|Addressee)[ \t]*:[ \t]*((?:(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?[ \t]+)?\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}[\p{L}'-]+){1,2}),[ \t]*(?=[^\n]*\d)([^\n<>@]+?)[ \t]*$/gmu, "$1$2's address is $3.")
      // ("New address on file: Kirkegata 3B, 7013 Trondheim" in a notice to "you": the reader's address now; "new address
      // is Eppendorfer Weg 203" in one's notes: the writer's; "new address for her: ul. Morska 9": hers.)
      .replace(/(^[ \t]*|(?<=[.!?\p{Extended_Pictographic}])[ \t]+)(?:[-*•][ \t]+)?(?:(your|my|our)[ \t]+)?new[ \t]+(?:postal[ \t]+|home[ \t]+|mailing[ \t]+|delivery[ \t]+|billing[ \t]+)?address(?:[ \t]+on[ \t]+file|[ \t]+for[ \t]+(her|him|them|me|us)|,[^:\n]{1,60}(?=:))?[ \t]*(?::|is|->|→)[ \t]*(?=[^\n]*\d)/gimu, (_all: string, space: string, owner: string | undefined, forWhom: string | undefined, at: number, whole: string) => {
        // (On a chat line, "Beatriz Lima: ... new address is ...", the speaker's.)
        const spoken = /^[ \t]*(?:\[[^\]\n]*\][ \t]*)?\p{Lu}[\p{L}'-]*(?:[ \t]+\p{Lu}[\p{L}'-]*){0,2}:[ \t]/u.test(whole.slice(whole.lastIndexOf('\n', at) + 1, at + 1));
        // ("call from Margaret Oyelaran: she has moved ... New address: ...": a log of what another person said is theirs.)
        const reported = !spoken && !/\b(?:you|your|I|my|I'm|I've)\b/.test(whole) ? (/\b(?:she|her)\b/i.test(whole) ? 'Her' : /\b(?:he|his)\b/i.test(whole) ? 'His' : undefined) : undefined;
        const who = forWhom ? { her: 'Her', him: 'His', them: 'Their', me: 'My', us: 'Our' }[forWhom.toLowerCase()]! : owner ? capitalize(owner.toLowerCase()) : reported ?? (!spoken && /\b(?:you|your)\b/i.test(whole) && !/\b(?:I|my|I'm|I've)\b/.test(whole) ? 'Your' : 'My');
        return `${space}${who} address is now `;
      })
      // ("my address for all forms: Grindelallee 48", "Medicare change address -> 8/77 Nicholson St": the writer's.)
      .replace(/^([ \t]*(?:[-*•][ \t]+)?)([Mm]y|[Oo]ur)[ \t]+(?:home[ \t]+|postal[ \t]+)?address(?:[ \t]+for[ \t]+[^:\n]{1,30}?)?[ \t]*:[ \t]*(?=[^\n]*\d)/gmu, '$1$2 address is ')
      // ("[memory] Default shipping address: 88 Orchard Road", an agent's note: the user's.)
      .replace(/^([ \t]*(?:[-*•][ \t]+)?)(?:Default|Current|Home)[ \t]+(?:shipping[ \t]+|delivery[ \t]+|postal[ \t]+)?address[ \t]*:[ \t]*(?=[^\n]*\d)/gmu, '$1My address is ')
      .replace(/^([ \t]*)(?:[-*•][ \t]+|\[[ xX✓]?\][ \t]*)?(?:\p{L}+[ \t]+){0,3}?(?:change|changed|update|updated)[ \t]+(?:of[ \t]+)?(?:my[ \t]+)?address[ \t]*(?:->|→|=>|:|to)[ \t]*(?=[^\n]*\d)/gimu, '$1My address is now ')
      // ("Quick note about the spring gala: it will now be held on 14 May": what a lead-in is about is what "it" is.)
      .replace(/((?:^|[.!?][ \t]+)[^:\n.!?]{0,40}?\b(?:about|[Rr]e|RE|regarding|[Oo]n|[Ff]or)[ \t]+)((?:the|our|this|your|[Tt]he)[ \t]+(?:\p{Ll}[\p{L}-]*[ \t]+){0,2}\p{Ll}[\p{L}-]*)([ \t]*:[ \t]+)it[ \t]+(?=(?:will|is|has|'s|now|was|has been)\b)/gmu, (_all: string, lead: string, thing: string, colon: string) => `${lead}${thing}${colon}${thing.replace(/^The\b/, 'the')} `)
      // ("The committee AGREED that ...", "it was DECIDED to ...": a verb shouted in capitals is the verb.)
      .replace(/\b(AGREED|DECIDED|APPROVED|CONFIRMED|CANCELL?ED|POSTPONED|RESOLVED|REJECTED|ACCEPTED|CHANGED|MOVED|UPDATED|NOTED|DEFERRED|COMPLETED|RESCHEDULED|SELECTED|ELECTED|APPOINTED|VOTED|RATIFIED|ADOPTED)\b(?=[ \t]+\p{Ll})/gu, (word: string) => word.toLowerCase())
      // ("This year's annual dinner will be held at ...": a time owns nothing; the dinner is the subject.)
      .replace(/\b(?:[Tt]his|[Nn]ext|[Ll]ast)\s+(year|month|week|season|term|summer|winter|spring|autumn)'s\s+(?=\p{Ll})/gu, (_all: string, _when: string, at: number, text: string) => (at === 0 || /[.!?\n]\s*$/.test(text.slice(0, at)) ? 'The ' : 'the '))
      // ("Big news from Rami: after eleven years he has left Aramex": what follows is what Rami reports of himself.)
      // ("Big congratulations to Tomasz W, who has left the NHS and joined Glasgow Warriors": what the person did.)
      .replace(/(^|[.!?][ \t]+)(?:(?:[Bb]ig|[Hh]uge|[Mm]any|[Ww]arm(?:est)?|[Hh]earty)[ \t]+)?(?:[Cc]ongratulations|[Cc]ongrats|[Ww]ell[ \t]+done|[Ww]elcome(?:[ \t]+back)?|[Bb]est[ \t]+wishes|[Gg]ood[ \t]+luck|[Tt]hanks|[Ff]arewell)[ \t]+(?:(?:to|and)[ \t]+)?((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?[ \t]+)?\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}[\p{L}'-]*){0,2})[ \t]*,[ \t]+who[ \t]+(?=\p{Ll})/gmu, '$1$2 ')
      // ("Quick update on Ines — she's been at Bosch since January", "Big changes for Chiara: she left Ferrari": the same.)
      .replace(/(^|[.!?][ \t]+|^[ \t]*\p{Lu}[\p{L}'-]*(?:[ \t]+\p{Lu}[\p{L}'-]*)?:[ \t]+)(?:(?:[Bb]ig|[Gg]ood|[Gg]reat|[Ee]xciting|[Ss]ome|[Ss]ad|[Hh]appy|[Mm]ore|[Ll]atest|[Qq]uick|[Ss]mall|[Ll]ittle|[Aa]n?)[ \t]+)*(?:[Nn]ews|[Uu]pdates?|[Cc]hanges)[ \t]+(?:from|on|for|about|re)[ \t]+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?[ \t]+)?\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}[\p{L}'-]+)?)[ \t]*(?::[ \t]+|[ \t][—–-][ \t]+|\.[ \t]+(?=(?:He|She)\b))(?=\p{Ll}|He\b|She\b)(?=[^\n]*\b(?:he|she|He|She)\b)(\p{Lu}?)/gu, (_all: string, start: string, name: string, capital: string) => `${start}${name} says ${capital.toLowerCase()}`)
      // ("It's official: my PhD defence is scheduled for 3 May": an announcement's lead-in is no part of what it announces.)
      .replace(/(^|[.!?][ \t]+)(?:it'?s|it\s+is)\s+(?:(?:now|finally)\s+)?(?:official|confirmed|settled|decided)\s*[:!—–-]+[ \t]*(?=\S)/gimu, '$1')
      // ("Team, the shared drive password is Falcon-2024": whom a message addresses is no part of its sentence.)
      .replace(/^([ \t]*)(?:Team|All|Everyone|Folks|Guys|Everybody)[ \t]*,[ \t]+(?=\S)/gm, '$1')
      // ("Dear partners, as of 1 March Brightwater Labs is ...": a greeting of a group is no part of the sentence.)
      .replace(/^([ \t]*)Dear[ \t]+(?:all|everyone|team|partners|colleagues|customers|friends|members|neighbours|neighbors|residents|guests|tenants)[ \t]*,[ \t]*(?=as\s+of\b|from\b|starting\b|effective\b)/gmu, '$1')
      // ("#infra: the marketing site is hosted on Netlify": a chat channel's name is no part of the message.)
      .replace(/^([ \t]*)#[\p{L}\p{N}_-]+[ \t]*:[ \t]*/gmu, '$1')
      // ("- Dmitri Volkov: vegetarian", a catering list's line: his diet.)
      .replace(LISTED_DIET, (_all, start: string, name: string, diet: string) => `${start}${name} is ${diet.toLowerCase()}.`)
      // ("Finance → Marketing: Q3 budget confirmed at $40k": who wrote to whom is no part of the message.)
      .replace(/^([ \t]*)[\p{L}\p{N} &'-]{1,30}?[ \t]*(?:→|->)[ \t]*[\p{L}\p{N} &'-]{1,30}?:[ \t]+(?=\S)/gmu, '$1')
      // ("Decision: go with Twilio for transactional SMS", "Decision: MessageBird for transactional SMS": what was decided.)
      .replace(/^([ \t]*(?:[-*•][ \t]*)?)(?:Decision|Decided|Agreed|Outcome|Resolution)[ \t]*:[ \t]*(?:we[ \t]+)?(?=(?:go with|use|switch to|move to|stay on|stay with|keep|adopt|pick|choose|drop)\b)/gim, '$1We decided to ')
      .replace(/^([ \t]*(?:[-*•][ \t]*)?)(?:Decision|Decided|Outcome)[ \t]*:[ \t]*(?=\p{Lu}[\p{L}\p{N}.-]*(?:[ \t]+\p{Lu}[\p{L}\p{N}.-]*){0,2}[ \t]+for[ \t])/gmu, '$1We chose ')
      // ("Attendees: Kit, Ray. Decision: on-call alerts go through Opsgenie.": a minute's label inside a line.)
      .replace(/(?<=[.!?][ \t]+)(?:Decision|Decided|Agreed|Resolved|Outcome|Update|Note|FYI|Reminder)s?[ \t]*:[ \t]+(?=\S)/g, '')
      // ("Beatrice Achterberg's likes: strong English breakfast tea", a profile's "Likes:" line: what she likes.)
      .replace(/^([ \t]*)(?:([Mm]y)[ \t]+|(\p{Lu}[\p{L}-]*(?:[ \t]+\p{Lu}[\p{L}-]*){0,2})(?:'s[ \t]+|[ \t]+))(likes|dislikes|loves|hates|prefers|enjoys)[ \t]*:[ \t]+(?=\S)/gmu, (_all: string, space: string, my: string | undefined, name: string | undefined, verb: string) => `${space}${my ? `I ${verb.replace(/s$/, '')}` : `${name} ${verb}`} `)
      // ("User's job title: product designer": an owner's thing before a colon is a heading with its value, said.)
      .replace(/^([ \t]*(?:My|\p{Lu}[\p{L}-]*'s)[ \t]+(?:[a-z-]+[ \t]+){0,2}[a-z-]+)[ \t]*:[ \t]+(?=\S)/gmu, '$1 is ')
      // ("Ursula K. Le Guin": a name's initial ends no sentence.)
      .replace(/\b(\p{Lu}\p{Ll}+\s+\p{Lu})\.\s+(?=(?!(?:The|Then|We|I|It|He|She|They|This|That|But|And|So|My|Our|His|Her|Their|There|Now|Also)\b)\p{Lu}\p{Ll})/gu, '$1 ')
      // ("she's been at Bosch since January (left Denso after eleven years).": an aside saying what one left is a clause.)
      .replace(/(?<=\p{L})\s+\(((?:left|quit|moved from|switched from|came from|coming from)\s[^()\n]{2,60})\)(?=\s*[.;!?](?:\s|$)|\s*$)/gmu, '; $1')
      // ("my father Tomás Ruiz Delgado, born 1938, lives alone at ...": when one was born, or one's age, is an aside.)
      .replace(/(?<=\p{Lu}[\p{L}'-]+),[ \t]+(?:born(?:[ \t]+(?:in|on))?[ \t]+[^,\n]{2,30}|aged[ \t]+\d{1,3}|\d{1,3}(?:[ \t]+years[ \t]+old)?|b\.[ \t]*\d{4}),[ \t]+(?=\p{Ll})/gu, ' ')
      // ("the ECON 210 Tuesday tutorial (11:00–12:00)" once its time is read: empty brackets are nothing.)
      .replace(/[ \t]*\([ \t]*\)/g, '')
      // ("your appointment (ref. KEN/NBO/0372) has been moved": a reference number in brackets is no part of the sentence.)
      .replace(/[ \t]*\((?:ref|reference|booking|order|case|ticket|policy|account|customer|member|invoice|claim|file)\b\.?(?:[ \t]+(?:no|number|ref)\.?)?[ \t]*:?[ \t]*[^()\n]{1,40}\)/gi, '')
      // ("Your cataract surgery (left eye) at the Altnagelvin unit is booked": a short lower-case aside after a noun.)
      .replace(/(?<=\b\p{Ll}{3,})\s+\((?![^()]*\b(?:lives?|living|works?|working|is|was|now|moved|based|since|from|previously|formerly)\b)[a-z]+(?:[ -][a-z]+){0,2}\)(?=\s+(?:at|in|on|for|with|is|was|has|have|will|are|were)\b)/gu, '')
      // ("Main contact is Sarah Quinn (ops director).": a lower-case aside in brackets at a sentence's end, and
      // "Mark Ellis (Ellis Joinery) wants ...": one between a name and its verb, are no part of the sentence.)
      .replace(/(?<=\p{L})\s+\((?![^()]*\b(?:lives?|living|works?|working|is|was|now|moved|based|since|from|previously|formerly|at|in)\b)[a-z]+(?:\s+[a-z]+){0,2}\)(?=\s*[.;!?](?:\s|$)|\s*$)/gmu, '')
      .replace(/(?<=\b\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+)*)\s+\([^():\n]{1,40}\)(?=\s+(?:is|was|has|had|now|still|also|\p{Ll}+s|\p{Ll}+ed)\b)/gu, '')
      // ("renewed and added six seats, 18 seats in total": how many there are now.)
      .replace(/,\s+(\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(\p{Ll}[\p{L}-]*s)\s+in\s+total\b/gu, ' and now has $1 $2')
      // ("Went for a Pixel 7 this time": the one chosen is the one got.)
      .replace(/(?:\b(I|[Ww]e)\s+|(?<=^|[.!?]\s+))[Ww]ent\s+for\s+(?=(?:an?|the)\s+(?:new\s+)?(?:\p{Lu}|i\p{Lu})[\p{L}\p{N}-]*\s+\p{N})/gmu, (_all: string, who: string | undefined) => `${who ?? 'I'} have got `)
      // "1:1 notes with Marcus:": a one-on-one, not a speaker "1" saying "1 notes".
      .replace(/\b1:1(s?)\b/g, 'one-on-one$1')
      // "I've since joined Klarna": "since" as an adverb after "have" is no clause's "since" (a cause).
      .replace(/\b('ve|have|has|had)\s+since\s+(?=(?:been|become|gone|got|gotten|taken|left|made|begun|grown|[a-z]+ed)\b)/gi, '$1 ')
      // A signature's name line and title line ("Ruth Adler" / "Senior Counsel, Baker McKenzie"): her job and employer.
      .replace(SIGNATURE_TITLE, (all, start: string, name: string, title: string, head: string, org: string) =>
        ROLE_SET.has(head.toLowerCase()) && !NOT_NAMES.has(name.split(' ')[0]!) ? `${start}${name} is ${titleAsRole(title, head)} at ${org}.` : all)
      // ("Head of Design": the role's head word comes before "of".)
      .replace(SIGNATURE_LINE, (all, start: string, name: string, title: string, last: string, org: string | undefined) => {
        const head = /\sof\s/.test(title) ? title.split(/\s+/)[0]! : last;
        return ROLE_SET.has(head.toLowerCase()) && !NOT_NAMES.has(name.split(' ')[0]!) ? `${start}${name} is ${titleAsRole(title.trim(), head)}${org ? ` at ${org}` : ''}.` : all;
      });
    // A message signed "Best, Olga Petrova" is said by Olga Petrova, unless the document names its speaker.
    // ("... please contact Ms. Yuko Arai.\nKenji Watanabe": a first-person message's last line, a full name alone, signs it.)
    const signOff = input.speaker ? null : SIGN_OFF.exec(text) ?? (/\b(?:I|my|I'm|I've)\b/.test(text) ? NAME_SIGNATURE.exec(text) : null);
    let body = signOff ? `${text.slice(0, signOff.index)}${signOff[0].match(/^[.!?]/)?.[0] ?? ''}` : text;
    // "Quick intro: I am Dana Whitfield, a data engineer at Stripe", "Dana Whitfield here.": the writer names themself.
    const intro = input.speaker || signOff ? null : SELF_INTRO.exec(body);
    const named = intro ? (intro[1] ?? intro[3])! : undefined;
    const introduced = named && !NOT_NAMES.has(named.split(' ')[0]!) ? named : undefined;
    if (introduced) body = body.replace(SELF_INTRO, (all, _name: string | undefined, rest: string | undefined) => (rest ? `I am ${rest}` : ''));
    const signer = input.speaker ?? signOff?.[1] ?? introduced;
    // A document written in the first person with no one named as its speaker: a diary, a note to self.
    // ("Sold the Fiesta for scrap and bought a Honda Jazz.": a note with no one named and no "we" is its writer's too.)
    const chatDoc = CHAT_LINES.test(body);
    const roleLines = ROLE_LINE.test(body);
    state.signedLetter = !input.speaker && !!signOff && !chatDoc;
    state.toUser = !signer && !chatDoc && !roleLines && /\b(?:you|your)\b/i.test(body) && !/\b(?:I|I'm|I've|my|me)\b/.test(body) && !GENERIC_YOU.test(body);
    // A record's fields say nothing of their own: no determiner opens them, and no finite verb or pronoun is in them.
    // (wink tags "calls" in "phone calls" and "address" in "delivery address" as verbs: not after a noun.)
    const listsFields = (fields: string): boolean => {
      if (/^(?:the|a|an|my|our|his|her|their|this|these|those)\s/i.test(fields) || SAYS_SOMETHING.test(fields)) return false;
      if (/\p{Lu}\p{Ll}+\s+(?:(?:always|now|still|usually|also|often|never)\s+)?\p{Ll}{2,}s\s+(?:to|at|the|a|an|in|on|from|with|for|into|up|out|off)\b/u.test(fields)) return false;
      const read = nlp.readDoc(fields);
      const words = read.tokens().out() as string[];
      const tags = read.tokens().out(its.pos) as string[];
      return !tags.some((tag, i) => tag === 'AUX' || (tag === 'VERB' && !/(?:ing|ed|en)$/i.test(words[i]!) && tags[i - 1] !== 'NOUN'));
    };
    const writtenByI = !signer && !chatDoc && !roleLines && (/\b(?:I|I'm|I've|I'd|my|me|myself)\b/.test(body) || !/\b(?:we|we're|we've|our|us)\b/i.test(body));
    const firstLine = body.split(/\r?\n/).find((l) => l.trim())?.replace(/^([ \t]*)[-*•▪◦‣][ \t]+(?=\p{Lu})/u, '$1');
    for (let rawLine of body.split(/\r?\n/)) {
      // ("- Ola Berg works at Spotify": a list's bullet is no part of the line's sentence.)
      rawLine = rawLine.replace(/^([ \t]*)[-*•▪◦‣][ \t]+(?=\p{Lu})/u, '$1');
      // "Hello Tom," opens a message to Tom; "Notes on Aunt May:" is about her ("she" below).
      const greeting = GREETING.exec(rawLine);
      if (greeting && !NOT_NAMES.has(greeting[1]!)) {
        state.greeted = fullNameIn(text, greeting[1]!);
        // ("Passenger: Ana Kovačević / Dear Ana, your ...": a greeting opens a letter; no line before it speaks it.)
        state.currentSpeaker = undefined;
        rawLine = rawLine.slice(greeting[0].length);
      }
      const about = ABOUT_HEADING.exec(rawLine);
      if (about) {
        rememberPerson(state, about[1]!);
      }
      // ("Call log — inbound, Gareth Llewellyn (acct …2290)", "Check-in call with Elena Petrova — 20.01.2025": a title
      // naming whom it is about; "He's moved up the coast" below is him.)
      const titled = !state.lastPerson && rawLine === firstLine ? TITLE_PERSON.exec(rawLine) : null;
      if (titled && !NOT_NAMES.has(titled[1]!.split(' ')[0]!)) rememberPerson(state, titled[1]!);
      // ("Priya Nair phoned in: she has moved to ...": who called, then what they said of themselves.)
      rawLine = rawLine.replace(/^(\s*(?:(?:Mr|Mrs|Ms|Mx|Dr)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2})\s+(?:phoned|called|rang|emailed|wrote|messaged|texted|wrote\s+in|got\s+in\s+touch)(?:\s+in)?\s*:\s+/u, '$1 called. ');
      // ("Longest run so far: 12 km", "Weight: 82 kg": a diary's label with its measure is the writer's, not a speaker.)
      if (writtenByI && !state.currentSpeaker) rawLine = rawLine.replace(DIARY_MEASURE, (all: string, space: string, label: string) => (/\b(?:check|update|log|note|notes|summary|entry|day|week|month|today|total)$/i.test(label.replace(/\s+(?:for|this|of)\s+(?:the\s+)?(?:year|month|week)$/i, '')) ? all : `${space}My ${label.toLowerCase().replace(/\s+(?:for|this|of)\s+(?:the\s+)?(?:year|month|week)$/, '')} is `));
      // ("Kestrel Dental: 12 seats, renewal due in March": a record's fields, said as sentences about what it is for.)
      if (!chatDoc && !input.speaker) {
        const record = recordFields(rawLine, listsFields);
        if (record) {
          rawLine = record.text;
          state.recordFor = record.about ?? state.recordFor;
        } else if (state.recordFor) rawLine = fieldsOf(rawLine, state.recordFor);
        // ("Octopus Energy: your monthly Direct Debit is £96": who sends a notice is no speaker of it.)
        else if (state.toUser) rawLine = rawLine.replace(/^\s*\p{Lu}[\p{L}&'.-]*(?:\s+\p{Lu}[\p{L}&'.-]*){0,3}\s*:\s+(?=[^\n]*\b(?:[Yy]ou|[Yy]our|[Yy]ou're|[Yy]ou've)\b)/u, '');
      }
      // A line with no `Name:` goes on in the voice of the line before it (a turn of several lines).
      const { speaker, body: said, assistant } = splitSpeaker(rawLine, state.currentSpeaker ?? signer);
      let body = spelledOut(said, speaker !== undefined);
      if (speaker === undefined && writtenByI) {
        body = writersOwn(body)
          // ("Another long shift at the Co-op": where the writer works.)
          .replace(/^(\s*)(?:(?:another|a|my|long|late|early|night|double|first|\p{L}+-hour)\s+)*shifts?\s+at\s+(?=(?:the\s+)?\p{Lu})/iu, '$1I work at ')
          // ("Last shift at the Royal Sussex today": the writer leaves it.)
          .replace(/^(\s*)(?:my\s+)?(?:last|final)\s+(?:shift|day)\s+at\s+(?=(?:the\s+)?\p{Lu})/iu, '$1I left ')
          // ("Starting at the Montefiore on Monday", "Moving to Leeds next month": the writer is.)
          .replace(/(^|[.!?]\s+)(Starting|Moving|Working|Living|Heading|Joining|Relocating)\s+(?=(?:at|in|to|with|for)\s)/gu, (_all: string, before: string, verb: string) => `${before}I am ${verb.toLowerCase()} `)
          // ("Took the Clio for a long drive": the writer's car.)
          .replace(/(^|[.!?]\s+)(?:I\s+)?[Tt]ook\s+(?:the|my)\s+(\p{Lu}[\p{L}\p{N}-]*(?:\s+\p{Lu}[\p{L}\p{N}-]*)?)\s+(?:out\s+)?for\s+an?\s+(?:long\s+|quick\s+|short\s+)?(?:drive|spin|ride)\b/gu, '$1I drive the $2 and took it for a drive')
          // ("Money check: £2,400 in the house fund": what the writer has in it.)
          .replace(/(^|[.!?:]\s+)(?=[$€£]\s?\d[\d,.]*k?\s+in\s+(?:the|my)\s)/gu, '$1I have ');
      }
      if (!body.trim()) continue;
      // "you" in a line is the other party of a two-way conversation: the last speaker before this one.
      if (speaker && speaker !== state.currentSpeaker) {
        state.addressee = state.currentSpeaker;
        state.currentSpeaker = speaker;
      }
      if (assistant) continue;
      if (speaker) state.known.set(speaker.toLowerCase(), 'person');
      // "Maya: What is your rent? / Jonah: £700 a month for the room.": a short answer is said as the sentence it answers.
      const asked = state.question && state.question.speaker !== speaker ? state.question : undefined;
      state.question = { speaker, text: /([^.!?]*\?)\s*$/.exec(body.trim())?.[1]?.trim() ?? '' };
      // ("Is Mia still at Hillside?" / "No, she started at Greenway": whom a question asks about is whom "she" is.)
      const askedAbout = /^(?:Is|Was|Does|Did|Has|How\s+is|How's|Where\s+is|Where's|Where\s+does|What\s+does)\s+(\p{Lu}\p{Ll}+)\b(?!['’]s)/u.exec(state.question.text)?.[1];
      // ("does anyone have Declan's address" / "he's out in Galway now", a question with no question mark too.)
      const mentioned = ((m) => m?.[1] ?? m?.[2])(PERSON_ASKED_ABOUT.exec(body));
      const askedOrTold = askedAbout ?? mentioned;
      if (askedOrTold && askedOrTold !== speaker && !NOT_NAMES.has(askedOrTold) && !['organization', 'place', 'product', 'project'].includes(state.known.get(askedOrTold.toLowerCase()) ?? '')) rememberPerson(state, askedOrTold);
      if (asked?.text) body = answeredWith(asked.text, body) ?? body;
      // "staging-1.internal", "api.example.com", "v2.3": a dot inside a word ends no sentence.
      const doc = nlp.readDoc(body.replace(/(?<=[\p{L}\p{N}-])\.(?=[\p{L}\p{N}])/gu, '\u2024'));
      const names = properNouns(doc);
      // A sentence that names in passing where the speaker lives, works or what they use says the rest because of it
      // ("I bike to work here in Amsterdam"): its facts derive from the implied one and retire with it.
      const dependent = new Set<string>();
      const sentences = (doc.sentences().out() as string[])
        .map((sentence) => sentence.replace(/\u2024/g, '.'))
        // ("The Rest Is History is the podcast I never miss. Any similar ones?": the parser takes "miss." for a title; a
        // lowercase word, a full stop and a capital end a sentence unless the word is an abbreviation.)
        // ("The bakery is doing well: it now employs 11 people": a colon before a pronoun and its verb ends a sentence.)
        .flatMap((sentence) => sentence.split(/(?<=\p{L}):\s+(?=(?:it|he|she|they)\s+(?:now\s+|still\s+|also\s+)?\p{Ll}{2,}\b)/u))
        // ("Hospital called — Dad's surgery got bumped to 20 October": a spaced dash before a clause of its own ends a
        // sentence; "Kwame Mensah — Senior Data Scientist at Booking.com" says who he is.)
        .flatMap((sentence) => sentence.split(/(?<=\p{L}{2}|[\p{N})])\s+[—–]\s+(?=[^—–]*\b(?:is|are|was|were|has|have|had|got|gets|will|can|'s|'re|'ve|'ll|\p{Ll}{2,}ed|\p{Ll}{2,}s)\b)/u).filter((part) => /\p{L}/u.test(part)))
        // ("Left SocGen in Dec. Joined BNP in January": a month's abbreviation before a capitalised word ends a sentence.)
        .flatMap((sentence) => sentence.split(/(?<=\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.)\s+(?=\p{Lu}\p{Ll})/u))
        .flatMap((sentence) => sentence.split(/(?<=(?<![\p{L}.])(?!(?:etc|approx|incl|excl|vs|esp|ca|cf|dept|est|min|max|no|nos|vol|fig|eq|al|op|pp|ed|eds|rev|jr|sr|st|ft|oz|lb|lbs|kg|km|hr|hrs|mins|sec|secs|wk|wks|mo|yr|yrs)\.)\p{Ll}{2,}[.!])\s+(?=\p{Lu})/u))
        // "Yes, still living in Pune with my parents": a turn's clause with no subject is the speaker's.
        // ("Living in Tokyo would be amazing", "Working at Siemens means early starts": the gerund is the subject.)
        .map((sentence) => (/\b(?:is|was|has been|has|can be|makes|made|seems|would|could|might|will|should|must|means|meant|sounds|looks|feels)\b/i.test(sentence) ? sentence : sentence.replace(SUBJECTLESS_STATE, '$1I am $2$3')))
        // ("something for my brother Karim in Dubai": where he lives.)
        .flatMap((sentence) => [sentence, ...[...sentence.matchAll(KIN_IN_PLACE)].map((m) => `${capitalize(m[1]!)} ${m[2]} ${m[3]} lives in ${m[4]}.`)])
        .flatMap((sentence) => {
          const { before, sentence: rest, after } = impliedSentences(sentence);
          // A lead-in cut off ("Since joining McKinsey, ...") leaves a sentence that does not follow from it.
          if (before.length > 0 && rest === sentence) dependent.add(rest);
          return [...before, rest, ...after];
        })
        .flatMap(splitRelativeClauses);
      const home = homeSaidHere(body);
      // "... a car in Amsterdam? I've lived here since 2019": here is the place the turn names.
      if (home) {
        for (let i = 0; i < sentences.length; i++) {
          sentences[i] = sentences[i]!.replace(LOCAL_HERE, (_all, we: string | undefined, we2: string | undefined) => `${we ?? we2 ? 'we' : 'I'} live in ${home}`).replace(THAT_IS_WHERE_I_LIVE, (_all, who: string | undefined, owner: string | undefined) => `${who ?? (/^our$/i.test(owner ?? '') ? 'we' : 'I')} live in ${home}`).replace(/\b(live|lives|living|lived|based|settled)\s+(?:right\s+)?(?:here|there)\b/, `$1 in ${home}`).replace(/\b(I|we)\s+(?:rent|own|have|share)\s+(?:a|an|the)\s+(?:flat|house|place|apartment|room|studio|cottage|bungalow)\s+(?:here|there)\b/i, (_all, who: string) => `${who} live in ${home}`).replace(LIVE_IN_PART, (part) => `${part.replace(/\s+(?:right\s+)?(?:in|on)\s.*$/, '')} in ${home}, ${part.replace(/^.*?\blive\s+(?:right\s+)?/, '')}`).replace(LIVE_NEAR_LANDMARK, (near) => `${near.replace(/\s+(?:close to|near|next to|right by|just off|around the corner from)\s.*$/, '')} in ${home}, ${near.replace(/^.*?\blive\s+/, '')}`).replace(/\b(moved|relocated)\s+(?:here|there)\b/, `$1 to ${home}`);
        }
      }
      // "The summers in Phoenix are unbearable and I live in a second-floor apartment": the home is in the one place named.
      const dwelling = !home && LIVE_IN_DWELLING.test(body) && !TEMPORARY_STAY.test(body) ? onePlaceIn(body) : undefined;
      if (dwelling) sentences.unshift(`I live in ${dwelling}.`);
      // "Living in Leeds on a student budget is fine", "Working at Siemens means early starts": a speaker's own life
      // said as a gerund is a claim about them.
      if (speaker || writtenByI) {
        for (let i = sentences.length - 1; i >= 0; i--) {
          const m = GERUND_LIFE.exec(sentences[i]!);
          if (m) sentences.splice(i, 0, `I ${GERUND_BASE[m[1]!.toLowerCase()]} ${m[2]!.toLowerCase()} ${m[3]}.`);
          // "Being a paralegal at Clifford Chance is exhausting": who the speaker is, and where.
          const being = GERUND_ROLE.exec(sentences[i]!);
          if (!m && being) sentences.splice(i, 0, `I am ${being[1]!} at ${being[2]!}.`);
        }
      }
      // ("close to where I live" names no place: the place the turn names is it.)
      // ("Parking in Fitzroy is a nightmare. Should I get a permit since I live here?": a question says it in passing.)
      if (home && !sentences.some((x) => !/\?\s*$/.test(x) && /\b(?:live|lives|living|lived|based|settled|moved|moving|relocated|relocating|resides?|residing)\b/i.test(x.replace(WHERE_I_LIVE, '')))) sentences.unshift(`I live in ${home}.`);
      let previousFacts: number[] = [];
      let previousSentence = '';
      for (let sentence of sentences) {
        // ("I saw Wet Leg live. They are my favourite band now.", "Arctic Monkeys on repeat. Still my favourite band.":
        // the favourite is the name the sentence before ends with.)
        const favoriteOf = FAVORITE_WITHOUT_NAME.exec(sentence);
        const lastName = favoriteOf ? [...previousSentence.matchAll(NAME_RUN)].map((m) => m[1]!).filter((n) => !NOT_NAMES.has(n.split(' ')[0]!) && !MONTH_OR_DAY.test(n)).at(-1) : undefined;
        if (favoriteOf && lastName) sentence = `${favoriteOf[1]}${lastName} ${favoriteOf[2] ? `${favoriteOf[2]} ` : 'is '}${sentence.slice(favoriteOf[0].length).replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}`;
        previousSentence = sentence;
        // A question asserts nothing ("How is the new flat?", "Are you still at the bakery?"), but what leads into it
        // may: "I'm vegetarian, can you suggest a dinner?" states "I'm vegetarian".
        if (/\?\s*$/.test(sentence)) {
          const lead = QUESTION_AFTER_STATEMENT.exec(sentence);
          if (!lead || lead.index < 8 || /^\s*(?:how|what|which|where|when|why|who|can|could|would|will|do|does|did|is|are|am|should|may|have|has)\b/i.test(sentence)) continue;
          sentence = sentence.slice(0, lead.index);
        }
        const follows = CONSEQUENCE.test(sentence.trim()) || dependent.has(sentence);
        let clauseFacts: number[] = follows ? previousFacts : [];
        let sentenceLink: Clause['link'] = follows ? 'consequence' : null;
        let inherited: Subject | undefined;
        // "we reversed the decision and will use MongoDB": a change said in a clause that makes no fact marks the next.
        let changeSaid = false;
        // The last clause of the sentence that made facts, its text and the subject it was read with.
        let said: { text: string; indexes: number[]; inherited: Subject | undefined } | undefined;
        // The clause just before, when it made no fact.
        let silent: { text: string; inherited: Subject | undefined } | undefined;
        // ("Haruto says the early routine feels rushed. He would now rather ...": who says it is whom "he" is next.)
        const reporter = /^\s*((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+)?)\s+(?:says|said|tells|told|reckons|thinks|mentioned|explained|feels|felt)\s+(?:that\s+)?(?:the|his|her|it|this|that)\b/u.exec(sentence)?.[1];
        if (reporter && !NOT_NAMES.has(reporter.split(' ')[0]!) && !['organization', 'place', 'product', 'project'].includes(state.known.get(reporter.toLowerCase()) ?? '')) rememberPerson(state, reporter);
        for (const clause of splitClauses(SENTENCE_REWRITES.reduce((text, rewrite) => rewrite(text), sentence))) {
          const before = inherited;
          const link = clause.link ?? sentenceLink;
          sentenceLink = null;
          // "February 25 next year": one date, in the year after the reference's.
          const text = clause.text.replace(DAY_NEXT_YEAR, (_all, date: string) => `${date}, ${reference.getUTCFullYear() + 1}`);
          // ("Kenji no longer watches baseball; he loves watching basketball now": a name the clause before was about,
          // not yet known as a person, is whom "he" or "she" is.)
          if (!state.lastPerson && inherited && !inherited.firstPerson && inherited.ref.type === 'concept' && /^\s*(?:he|she)\s/i.test(text) && /^\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?$/u.test(inherited.ref.name) && !NOT_NAMES.has(inherited.ref.name.split(' ')[0]!)) rememberPerson(state, inherited.ref.name);
          // ("Tom changed his mind. He wants a mango cake.": the sentence before's too.)
          else if (!state.lastPerson && !inherited && state.lastNamed && /^\s*(?:(?:now|and|so|but)\s+)?(?:he|she)\s/i.test(text)) rememberPerson(state, state.lastNamed);
          const made = extractClause(text, { speaker, reference, state, names, inherited });
          if (made.subject && !made.subject.firstPerson && !made.subject.possessive && made.subject.ref.type === 'concept' && /^\p{Lu}\p{Ll}+$/u.test(made.subject.ref.name) && !NOT_NAMES.has(made.subject.ref.name) && !['organization', 'place', 'product', 'project'].includes(state.known.get(made.subject.ref.name.toLowerCase()) ?? '')) state.lastNamed = made.subject.ref.name;
          // A clause that made no fact still names who the next one is about: "Hugo can't eat spicy food anymore, so he
          // no longer likes Thai food" (he), "I've been going to bed earlier and now get 7 hours of sleep" (no subject).
          const person = made.subject ? undefined : /^\s*((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\s+(?:can't|cannot|can|could|will|won't|would|doesn't|does|did|didn't|is|isn't|was|wasn't|has|hasn't|had|\p{Ll}+s|\p{Ll}+ed|left|quit|took|got|went|became|began|sold|bought|won|lost|gave|made|found|met|ran|wrote|spent|kept|built|grew|fell|came|drove|flew|sat)\b/u.exec(clause.text.replace(DISCOURSE_HEAD, ''))?.[1];
          // "today is Rafael Ortiz's last day at Mailchimp; he is joining Twilio": a full name owning something too.
          const owner = made.subject ? undefined : /\b(\p{Lu}[\p{L}'-]+\s+\p{Lu}[\p{L}-]+)'s\s+\p{Ll}/u.exec(clause.text)?.[1];
          if (owner && !NOT_NAMES.has(owner.split(' ')[0]!)) {
            rememberPerson(state, owner);
          }
          // "ran into Luis Ortega again; he moved ...": someone met, called or hired is whom "he" is next.
          const met = made.subject ? undefined : (MET_PERSON.exec(clause.text) ?? SPENT_TIME_WITH.exec(clause.text))?.[1];
          if (met && !NOT_NAMES.has(met.split(' ')[0]!)) rememberPerson(state, met);
          // ("the change of address for my father Tomás Ruiz. Since last week he ...": a relative named in passing.)
          const relative = made.subject ? undefined : RELATIVE_NAMED.exec(clause.text)?.[1];
          if (relative && !NOT_NAMES.has(relative.split(' ')[0]!)) rememberPerson(state, relative);
          if (person && !NOT_NAMES.has(person) && !NOT_NAMES.has(person.split(' ')[0]!)) {
            rememberPerson(state, person);
          }
          // ("Priya Shah received a raise; her annual salary is now $92,000": a full name a clause was about is whom "her" is
          // next, whatever the parser typed it.)
          const fullName = made.subject && made.subject.ref.type !== 'person' && !made.subject.possessive ? /^((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+)$/u.exec(made.subject.ref.name)?.[1] : undefined;
          if (fullName && !NOT_NAMES.has(fullName.split(' ')[0]!) && !/\s(?:Inc|Ltd|Bank|Group|Road|Street|Lane|Park|Hall|House|School|College|University|Hospital|Centre|Center|Club|Farm|Hotel|Museum|Marathon)$/.test(fullName) && !['organization', 'place', 'product', 'project'].includes(state.known.get(fullName.toLowerCase()) ?? '')) rememberPerson(state, fullName);
          // ("The bakery on Mill Road opened in 2019. It employs 6 people": the thing a clause without a fact is about is
          // what "it" is next.)
          const thing = made.subject || made.facts.length > 0 ? undefined : THING_SUBJECT.exec(clause.text)?.[1];
          if (thing) state.lastThing = resolveSubject(thing, { attribute: '', value: '', factType: 'fact', confidence: 0, object: '' }, { speaker, state }) ?? state.lastThing;
          const named = made.subject ? undefined : /^\s*(I|we)\b/i.exec(clause.text)?.[1];
          const namedPerson: Subject | undefined = person && !NOT_NAMES.has(person) && !NOT_NAMES.has(person.split(' ')[0]!) ? { ref: { name: person, type: 'person' }, display: person, firstPerson: false, resolved: false } : undefined;
          inherited = made.subject ?? (named ? resolveSubject(named, { attribute: '', value: '', factType: 'fact', confidence: 0, object: '' }, { speaker, state, inherited }) : namedPerson) ?? inherited;
          if (changeSaid) for (const fact of made.facts) fact.marksChange = true;
          changeSaid = made.facts.length === 0 && TRANSITION.test(clause.text);
          // "I plan to return on July 20, I'll bring you a souvenir", "I'm reading this book and I'm totally hooked": a
          // clause of the speaker's that makes no fact of its own still tells what the clause before was about, so that
          // clause's facts say it with it (the claims unchanged).
          const spokenOn = clause.joint !== undefined && SPEAKER_CLAUSE.test(clause.text);
          if (made.facts.length === 0 && said && spokenOn) {
            const joinedText = joinClauses(said.text, clause.joint!, text);
            const joined = extractClause(joinedText, { speaker, reference, state, names, inherited: said.inherited });
            if (joined.facts.length === said.indexes.length && joined.facts.every((f, i) => f.attribute === facts[said!.indexes[i]!]!.attribute && f.value === facts[said!.indexes[i]!]!.value)) {
              joined.facts.forEach((f, i) => (facts[said!.indexes[i]!]!.content = f.content));
              said = { ...said, text: joinedText };
            }
          }
          // ("I plan to return on July 20, I'll bring you a souvenir": the same when the clause without a fact comes first.)
          if (made.facts.length > 0 && silent && spokenOn) {
            const joined = extractClause(joinClauses(silent.text, clause.joint!, text), { speaker, reference, state, names, inherited: silent.inherited });
            // (Only the sentence: the claims stay the ones the clause made, whichever the joined text's rules would read.)
            if (joined.facts.length === made.facts.length) joined.facts.forEach((f, i) => (made.facts[i]!.content = f.content));
          }
          silent = made.facts.length === 0 ? { text, inherited: before } : undefined;
          const indexes = made.facts.map((fact) => facts.push(fact) - 1);
          if (indexes.length > 0) said = { text, indexes, inherited: before };
          if (indexes.length > 0) {
            if (link === 'consequence') for (const i of indexes) facts[i]!.derivedFrom.push(...clauseFacts);
            if (link === 'cause') for (const i of clauseFacts) facts[i]!.derivedFrom.push(...indexes);
            clauseFacts = indexes;
            previousFacts = indexes;
          }
        }
      }
    }
    const kept = dedupe(facts);
    // "Jorge leads the mobile team" and "The mobile team is led by Jorge" (groupLeader): each holds while the other does,
    // so each derives from the other (a new leader of the team, or Jorge leading another, retires both).
    kept.forEach((f, i) => {
      if (f.attribute !== 'led_by') return;
      kept.forEach((g, j) => {
        if (g.derivedFrom.includes(i) && normalizeValue(g.subject.name) === f.value && !f.derivedFrom.includes(j)) f.derivedFrom.push(j);
      });
    });
    retypePeopleByPronoun(kept);
    for (const fact of kept) {
      const topic = topicNouns(fact);
      if (topic.length > 0) fact.topic = topic;
    }
    return kept;
  }

  /**
   * The common nouns a fact's sentence is about besides its subject and value ("Mira uses Google as Mira's search
   * engine": search, engine), lemmatized: how a change worded another way ("changed my default search engine to
   * DuckDuckGo") finds the claim it changes (relate.ts `topicChanged`).
   */
  function topicNouns(fact: ExtractedFact): string[] {
    const doc = nlp.readDoc(fact.content);
    const tags = doc.tokens().out(its.pos) as string[];
    const lemmas = doc.tokens().out(its.lemma as unknown as typeof its.pos) as string[];
    const own = new Set(`${fact.subject.name} ${fact.value}`.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).map((w) => singular(w)));
    const nouns = new Set<string>();
    tags.forEach((tag, i) => {
      const lemma = lemmas[i]!.toLowerCase();
      if (tag !== 'NOUN' || lemma.length < 3 || !/^\p{L}+$/u.test(lemma) || own.has(lemma) || own.has(singular(lemma)) || NOT_TOPIC.has(lemma)) return;
      nouns.add(lemma);
    });
    // "Jo uses YNAB as Jo's budgeting app": the kind of thing it is used as, whole, is what the claim is about.
    const kind = USED_AS_KIND.exec(fact.content)?.[1]?.toLowerCase();
    if (kind) nouns.add(kind);
    return [...nouns];
  }

  function extractClause(
    text: string,
    context: { speaker?: string; reference: Date; state: DocumentState; names: string[]; inherited?: Subject },
  ): { facts: ExtractedFact[]; subject?: Subject } {
    // "Ravi and I both work at Oracle": the claim holds for each of them.
    const compound = COMPOUND_SUBJECT.exec(text);
    if (compound) {
      const rest = text.slice(compound[0].length - 1);
      // Each holds it alone ("Ravi works at Oracle.", "Sita works at Oracle."), so one of them changing it leaves the
      // other's sentence as it was; a claim between the two ("Ravi and I got married") stays one sentence for both.
      const mutual = /\b(?:married|engaged|dating|divorced|met|together|each other|one another|friends|partners|siblings|cousins|roommates)\b/i.test(rest);
      // "both work at Oracle" -> "works at Oracle", said of each.
      const own = mutual ? rest : ` ${thirdPerson(rest.replace(/^\s+(?:(?:both|each|also|too)\s+)?/i, ''))}`;
      const first = extractClause(compound[1]! + own, context);
      const second = extractClause(compound[2]!.replace(/^me$/i, 'I') + own, context);
      // "she and her partner have moved to Madrid": what holds for her, whoever else it holds for.
      if (first.facts.length > 0 && first.subject && (second.subject || /^(?:his|her)\s/.test(compound[2]!)) && !mutual) {
        return { facts: [...first.facts, ...second.facts], subject: first.subject };
      }
      if (first.facts.length > 0 && second.facts.length > 0 && first.subject && second.subject) {
        // One sentence for both: "Ravi and Sita got engaged in May."
        const both = `${first.subject.display} and ${second.subject.display}`;
        const joined = (f: ExtractedFact, display: string) => (f.content.startsWith(`${display} `) ? `${both}${f.content.slice(display.length)}` : f.content);
        return {
          facts: [...first.facts.map((f) => ({ ...f, content: joined(f, first.subject!.display) })), ...second.facts.map((f) => ({ ...f, content: joined(f, second.subject!.display) }))],
          subject: first.subject,
        };
      }
    }
    // Dates are found first and replaced by placeholders, so rules see "moved to Lisbon @date0".
    // chrono is the costliest step; most clauses name no date, and a cheap test skips them.
    const dates = (MAY_HAVE_DATE.test(text) ? dateParser.parse(text, context.reference) : [])
      .filter((d) => !/^(?:now|right now|today|currently|at the moment)$/i.test(d.text.trim()) && !/^\d{1,2}$/.test(d.text.trim()))
      // ("the Arp2/3 complex", "a 24/7 line": numbers glued to a word are no date.)
      .filter((d) => !(/^\d{1,2}\/\d{1,2}$/.test(d.text.trim()) && /[\p{L}\p{N})\]]$/u.test(text.slice(0, d.index))))
      // ("Dyson V12 Detect Slim — 2/5", "rated it 4/5": a score out of five or ten, no date.)
      .filter((d) => !(/^\d{1,2}\/(?:5|10)$/.test(d.text.trim()) && (/[—–]\s*$/.test(text.slice(0, d.index)) || /\b(?:rat(?:ed|ing|e|es)|scor(?:e|ed|es)|stars?|review(?:ed)?)\b/i.test(text))))
      // ("left Denso after eleven years", "retired after 30 years there": how long it lasted, no date eleven years away.)
      .filter((d) => !(/^after\s+(?:about\s+|almost\s+|nearly\s+|over\s+|more than\s+)?(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|a few|several|many|\d+)\s+(?:years?|months?|decades?|weeks?)$/i.test(d.text.trim()) && /\b(?:left|leaving|leaves?|quit|quitting|retired|retiring|retires?|resigned|resigning|stepped down|departed|moved on|closed|closing|shut|ended|ending|split up|broke up|divorced)\b[^.;!?]*$/i.test(text.slice(0, d.index))))
      // ("switched at the last minute": no time of day.)
      .filter((d) => !/^(?:(?:at|in)\s+)?(?:the\s+)?(?:last|very\s+last)\s+minute$/i.test(d.text.trim()))
      // "tea in the morning", "at night": a part of the day with no day is a habit, not a date.
      .filter((d) => !/^(?:(?:in|at|during|every|each)\s+)?(?:the\s+)?(?:morning|afternoon|evening|night|noon|midnight)s?$/i.test(d.text.trim()))
      // "for two years", "for 3 months", "within 48 hours": a duration, not a date.
      // ("the battery lasts 10 hours": a verb, not "last"; how long it lasts, not the last ten hours.)
      .filter((d) => !/^lasts$/i.test(d.text.trim()) && !(/^last$/i.test(d.text.trim()) && /^\s+(?:about\s+|around\s+|up to\s+)?\d/.test(text.slice(d.index + d.text.length))))
      .filter((d) => !/^(?:(?:for|over|within)\s+(?:the\s+)?(?:past\s+|last\s+)?|lasts\s+|last\s+(?=(?:about\s+|around\s+)?\d))(?:about\s+|around\s+)?(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|several|\d+)\s+(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?)$/i.test(d.text.trim()))
      // ("standups last 15 minutes", "capped at 10 minutes": the parser read "15 minutes" as fifteen minutes ago.)
      .filter((d) => !(/^(?:about\s+|around\s+)?(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:seconds?|minutes?|mins?|hours?|hrs?)$/i.test(d.text.trim()) && /\b(?:lasts?|lasted|capped at|limited to|up to|takes?|took|runs? for|of)\s+(?:about\s+|around\s+|roughly\s+)?$/i.test(text.slice(0, d.index))))
      // "OCT4", "MAR1-GFP", "sept9": a name glued to a number (genes, products, codes), not a month and a day; and
      // nothing inside a longer word.
      .filter((d) => !/^[A-Za-z]+\d/.test(d.text.trim()) && !gluedToWord(text, d.index, d.index + d.text.length))
      // "meets on Tuesdays", "every Friday": a recurring day, not one date.
      .filter((d) => !/^(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends?|weekdays?)$/i.test(d.text.trim()) && !/\bevery\s+(?:other\s+)?$/i.test(text.slice(0, d.index)))
      // ("on the 2nd Wednesday of each month": a recurring day, no date.)
      .filter((d) => !(/\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\s*$/i.test(d.text) && /^\s+of\s+(?:each|every|the)\s+month\b/i.test(text.slice(d.index + d.text.length))) && !(/^(?:on\s+)?the\s+\d{1,2}(?:st|nd|rd|th)$/i.test(d.text.trim()) && /^\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i.test(text.slice(d.index + d.text.length))))
      // "at 12 King Street": a house number, not noon.
      // ("at 14 rue des Carmes": a street's word in lower case too.)
      .filter((d) => !(/^(?:at\s+)?\d{1,4}$/i.test(d.text.trim()) && /^\s+(?:\p{Lu}|(?:rue|via|calle|rua|ul|quai|avenida|av|strada|carrer|viale|corso|piazza|plaza|avenue)\b)/u.test(text.slice(d.index + d.text.length))))
      // "too much sun", "sat down", "wed in June": a lower-case weekday abbreviation alone is a word, not a day.
      .filter((d) => !/^(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)\.?$/.test(d.text.trim()))
      // "the Sunday service", "the Monday meeting": a weekday naming a kind of thing, not a date.
      // ("Ahmed Karimi's Saturday stall": after an owner too.)
      .filter((d) => !(/^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i.test(d.text.trim()) && /(?:\b(?:the|our|my|a|their|his|her|your)|\p{L}'s)\s+$/iu.test(text.slice(0, d.index)) && /^\s+\p{Ll}/u.test(text.slice(d.index + d.text.length))))
      // "weekend hikes", "on weekends": no particular weekend.
      .filter((d) => !/^(?:the\s+|on\s+)?weekends?$/i.test(d.text.trim()))
      // "Aunt May", "Uncle June": a month name after a capitalized word is a name (not after "In", "On", ...).
      .filter((d) => !(/^(?:may|june|april|august|march)$/i.test(d.text.trim()) && /\b(?!(?:In|On|By|Since|Until|Till|From|Before|After|During|Last|Next|This|Early|Late|Mid|Since|Through)\b)\p{Lu}[\p{L}.'-]*\s+$/u.test(text.slice(0, d.index))))
      // "$1,200 a month": digits inside an amount are not a time ("200 a" read as 2 a.m.).
      .filter((d) => !/[,.$€£¥]$/.test(text.slice(0, d.index)) && !/^\d+\s*[ap]$/i.test(d.text.trim()))
      // "rotations last one week": the verb "last" and a duration, not a past week ("in the last two weeks" is one).
      .filter((d) => !(/^last\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:days?|weeks?|months?|years?)$/i.test(d.text.trim()) && !/\b(?:in|over|during|for)\s+the\s*$/i.test(text.slice(0, d.index))))
      // "sprints will last three weeks from now on": "from now on" is no date three weeks away.
      .filter((d) => !(/\bfrom now$/i.test(d.text.trim()) && /^\s+on\b/i.test(text.slice(d.index + d.text.length))))
      // "a Pixel 8", "my iPhone 15": a number after a name is a model, no time.
      .filter((d) => !(/^\d{1,2}$/.test(d.text.trim()) && /\p{Lu}[\p{L}-]*\s+$/u.test(text.slice(0, d.index)) && !/\b(?:at|by|around|until|till|from|before|after)\s+\S+\s+$/i.test(text.slice(0, d.index))))
      // "I'm at 11 books read": a bare number before a plural noun counts something, it is no time.
      .filter((d) => !(/^(?:at|by|around|about)?\s*\d{1,2}$/i.test(d.text.trim()) && /^\s+\p{Ll}+s\b/u.test(text.slice(d.index + d.text.length))));
    let masked = text;
    dates.forEach((d, i) => {
      masked = masked.replace(d.text, `@date${i}`);
    });
    masked = CLAUSE_REWRITES.apply(masked);

    // The earliest match that makes a claim: "we have decided to use React" is not a count ("have ..."), so the next
    // match, "use React", speaks.
    const mayMatch = RULE_GATES.open(masked);
    const matches = RULES.flatMap((rule, order) => {
      if (!mayMatch(order)) return [];
      const match = rule.re.exec(masked);
      return match ? [{ at: match.index, order, match, rule }] : [];
    }).sort((a, b) => a.at - b.at || a.order - b.order);
    let best: (typeof matches)[number] | undefined;
    let claim: Claim | undefined;
    let at = 0;
    for (const m of matches) {
      claim = m.rule.claim(m.match);
      if (claim?.attribute) {
        best = m;
        at = m.at;
        break;
      }
    }
    // Rules that matched and declined leave the clause without a claim, unless its verb's object is a date ("my lease
    // runs until August 2024": the 'runs' rule declines a date, the generic reading says until when).
    if (!best && matches.length > 0) {
      const dated = presentClaim(masked);
      // ("the 10K starts at the town hall": where a thing starts, which the job rule declined.)
      if (!dated || (!dated.claim.dateValue && !/^v:(?:start|begin|finish|end)_/.test(dated.claim.attribute))) return { facts: [] };
      ({ claim, at } = dated);
    }
    if (!best && !claim) {
      const decision = DECISION_FALLBACK.exec(masked);
      // The clause's own verb in the present ("Ms. Park now teaches the advanced cello class") comes before a
      // past-looking word further on ("advanced").
      // "the free tier will allow 5 projects": a count said in the future is the count's claim (as "allows 3 projects"
      // said), planned.
      const future = decision && /^(?:will|'ll)\b/i.test(decision[0]) ? presentClaim(masked) : undefined;
      const generic = decision ? (future && /^(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b)/.test(future.claim.value) ? { ...future, claim: { ...future.claim, factType: 'decision' as const } } : undefined) : presentClaim(masked);
      if (generic) ({ claim, at } = generic);
      const past = decision || generic ? null : PAST_FALLBACK.exec(masked.trim());
      if (past && !NOT_PAST_VERBS.test(past[2]!) && !/(?:^|\s)(?:am|'m|is|'s|are|'re|was|were|be|been|being|get|got)\s*$/i.test(past[1]!)) {
        const object = cleanObject(past[3]!);
        const value = normalizeValue(object);
        if (value && !/^@date/.test(object)) {
          claim = { attribute: `did:${past[2]!.toLowerCase()}`, value: value.split(' ').slice(0, 6).join(' '), factType: 'episode', confidence: 0.6, object };
          at = masked.indexOf(past[2]!, masked.length - masked.trimStart().length + past[1]!.length);
        }
      }
      if (!claim && !decision) return { facts: [] };
    }
    if (!claim && !best) {
      const decision = DECISION_FALLBACK.exec(masked);
      if (!decision) return { facts: [] };
      let object = cleanObject(decision[2]!);
      if (!object) return { facts: [] };
      let verb = decision[1]!.toLowerCase();
      // "the school blazer will stay navy", later "... will change to bottle green": what a thing will be, however said.
      if (/^(?:the|our|its|their|my)\s+(?:[a-z-]+\s+){0,2}[a-z-]+\s+$/i.test(masked.slice(0, decision.index)) && (/^(?:stay|remain|become)$/.test(verb) || (/^(?:change|switch|turn)$/.test(verb) && /^to\s+[a-z]/i.test(object)))) {
        object = object.replace(/^to\s+/i, '');
        verb = 'be';
      }
      claim = {
        attribute: `decision:${verb}`,
        value: normalizeValue(object),
        factType: 'decision',
        confidence: 0.75,
        object,
      };
      at = decision.index;
    }
    if (!claim) return { facts: [] };
    claim = { ...claim, object: claim.object.replace(/\u02BC/g, "'") };

    // Split the text before the verb into the subject and the modality words (might, decided to, no longer, ...).
    let subjectText = masked.slice(0, at);
    let modality = '';
    let headRemoved = 0;
    for (let before = ''; before !== subjectText; ) {
      before = subjectText;
      const head = DISCOURSE_HEAD.exec(subjectText);
      if (head) {
        headRemoved += head[0].length;
        subjectText = subjectText.slice(head[0].length);
      }
      const tail = MODALITY_TAIL.exec(subjectText.trimEnd());
      // "Aunt May": a name, not the modal "may".
      if (tail && /^\s*May$/.test(tail[0]) && /\p{Lu}[\p{L}.'-]*\s+May$/u.test(subjectText.trimEnd())) break;
      // "Mira's favourite colour is green": a name's possessive before what it owns, not "Mira is".
      if (tail && tail[0] === "'s" && /\p{Lu}[\p{L}-]*'s$/u.test(subjectText.trimEnd()) && /^\s*(?:(?:new|all-time|current|absolute)\s+)?(?:favou?rite|fav|go-to)\b/i.test(masked.slice(at))) break;
      if (tail) {
        modality = `${tail[0]} ${modality}`;
        subjectText = subjectText.trimEnd().slice(0, tail.index);
      }
    }
    const predicateStart = headRemoved + subjectText.length;
    // ("from May staff are paid on the 25th": a date lead-in with its preposition is no part of the subject.)
    const subject = resolveSubject(subjectText.replace(/^\s*(?:from|starting|as of|beginning|since|after|until)\s+(?:@date\d+|(?:January|February|March|April|May|June|July|August|September|October|November|December|next\s+(?:week|month|year|term|quarter))(?:\s+\d{4})?)[,\s]*/i, '').replace(/@date\d+[,\s]*/g, '').replace(/[,:]\s*$/, '').replace(/\u02BC/g, "'").trim(), claim, context);
    if (!subject) return { facts: [] };
    // "We found that ...", "we examined 40 patients": with nobody named, a past-tense verb no rule knows is an author's
    // report (abstracts, papers), not a team's memory; the rules' claims and decisions by "we" are kept.
    if (claim.attribute.startsWith('did:') && subject.ref.name === 'Team' && !context.speaker) return { facts: [] };

    const negated = NEGATION.test(modality) !== Boolean(claim.negated);
    let factType = claim.factType;
    // The rule's own verb phrase may hold the future ("will be hosted on").
    if ((factType === 'fact' || factType === 'episode') && DECISION_MODALITY.test(`${modality} ${best?.match[1] ?? ''}`)) factType = 'decision';

    // Event time: a stated date, else the reference time. A weekday named in past tense ("met Bob on Friday") is the
    // last one, not the next one chrono picks by default.
        const resolved = dates.map((d) => {
      const date = d.start.date();
      const lastWeek = factType === 'episode' && date > context.reference && d.start.isCertain('weekday') && !/\b(?:next|coming|tomorrow)\b/i.test(d.text);
      // "The meeting is at 4 pm on Thursday": a plan's weekday is the coming one.
      const nextWeek = claim!.dateValue && date < context.reference && d.start.isCertain('weekday') && !d.start.isCertain('day') && !/\b(?:last|past|yesterday)\b/i.test(d.text);
      // "Our wedding is on September 14" said in January: the coming September, not the one before (a date less than a
      // month back may be the recent one).
      const nextYear = claim!.dateValue && date.getTime() < context.reference.getTime() - 31 * 86_400_000 && !d.start.isCertain('year') && d.start.isCertain('month') && !/\b(?:was|were|had|did|last|ago)\b/i.test(masked);
      if (nextYear) return new Date(Date.UTC(date.getUTCFullYear() + 1, date.getUTCMonth(), date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()));
      return lastWeek ? new Date(date.getTime() - 7 * 86_400_000) : nextWeek ? new Date(date.getTime() + 7 * 86_400_000) : date;
    });
    // "on track for a June launch", "due by Friday": a target date, not when the claim became true.
    const target = (i: number) => new RegExp(`\\b(?:for|by|until|till|before|due)\\s+(?:a\\s+|an\\s+|the\\s+)?@date${i}\\b`, 'i').test(masked);
    // A date claim's value is the first date after its verb ("from next week standup moves to @date1": @date1).
    const valueDate = claim.dateValue ? Number(/@date(\d+)/.exec(masked.slice(at))?.[1] ?? 0) : 0;
    const when = claim.dateValue || !dates[0] || !target(0) ? resolved[valueDate] : undefined;
    const stated = dates[valueDate];
    let value = claim.value;
    // "I've read 21 books so far this year": a running count holds from when it was said, not from the year's start.
    // "I'm at 11 books read this year": a period that holds the reference time scopes the claim, it does not date it.
    const ongoing = !claim.dateValue && stated !== undefined && /^(?:in\s+|for\s+)?(?:this|the current)\s+(?:year|month|week|season|semester|quarter|term)$/i.test(stated.text.trim());
    let validFrom = (claim.attribute.startsWith('count:') || /\bso far\b/i.test(text) || ongoing ? undefined : when) ?? context.reference;
    // "due on the 5th of each month", "on the last Friday of the month": a recurring day no calendar date states is
    // the value as said.
    const recurring = claim.dateValue && /\b(?:each|every|of the month|a month|monthly|weekly)\b/i.test(claim.object) ? normalizeValue(claim.object.replace(/@date\d+/g, (d) => dates[Number(d.slice(5))]?.text ?? '')) : undefined;
    if (recurring) {
      value = recurring;
    } else if (claim.dateValue) {
      if (!when || !stated) return { facts: [] };
      // A time of day without a day ("the standup is at 9:30") is a time, not today's date.
      value = !stated.start.isCertain('day') && !stated.start.isCertain('weekday') && stated.start.isCertain('hour')
        ? `${String(stated.start.get('hour')).padStart(2, '0')}:${String(stated.start.get('minute') ?? 0).padStart(2, '0')}`
        : stated.start.isCertain('hour')
          ? `${when.toISOString().slice(0, 10)}t${String(stated.start.get('hour')).padStart(2, '0')}:${String(stated.start.get('minute') ?? 0).padStart(2, '0')}`
          : when.toISOString().slice(0, 10);
      validFrom = context.reference;
    }
    if (!value) return { facts: [] };

    // ("from May staff are paid ...": the month, capitalized, is no hedge.)
    const hedges = new Set((text.match(HEDGE) ?? []).filter((h) => h !== 'May').map((h) => h.toLowerCase())).size;
    let confidence = claim.confidence * 0.6 ** Math.min(hedges, 2) * (subject.resolved ? 0.9 : 1);
    confidence = Math.round(Math.max(0.05, Math.min(1, confidence)) * 100) / 100;

    // "Grafana instead of Datadog", "switched from Datadog to Grafana": the value replaced, when the text names it.
    const insteadOf = /\b(?:instead of|rather than|in place of|replacing)\s+(.+)/i.exec(masked.slice(at));
    const replacedText = claim.replaces ?? (insteadOf ? cleanObject(insteadOf[1]!) : undefined);
    const replaces = replacedText ? normalizeValue(replacedText.replace(/@date\d+/g, ' ')) : undefined;

    const predicate = masked.slice(predicateStart).trim();
    const content = withCanonicalWording(renderContent(subject, predicate, dates, resolved, context.speaker ?? (subject.firstPerson ? subject.display : undefined), context.state.addressee, claim.verb), claim, factType, subject.ref.type === 'person' || /^\p{Lu}/u.test(subject.ref.name) || KINSHIP.has(subject.ref.name.split(/\s+/).at(-1)!.toLowerCase()) || /\b(?:family|parents|kids|children)$/i.test(subject.ref.name));

    const entities: EntityRef[] = [];
    const add = (ref: EntityRef) => {
      if (!entities.some((e) => e.name.toLowerCase() === ref.name.toLowerCase())) entities.push(ref);
      context.state.known.set(ref.name.toLowerCase(), ref.type);
      // (The writer of a note nobody signed, said as "I", is never whom a later "he" or "she" is.)
      if (ref.type === 'person' && ref.name !== context.speaker && !(subject.firstPerson && ref.name === subject.ref.name)) context.state.lastPerson = ref;
    };
    if (subject.ref.type === 'person' || /^\p{Lu}/u.test(subject.ref.name)) add(subject.ref);
    for (const name of context.names) {
      if (claim.object.includes(name) && name !== subject.ref.name) add({ name, type: entityType(name, claim.objectType, context.state) });
    }
    const objectWords = claim.object.split(/\s+/).length;
    if (entities.length < 2 && claim.object && objectWords <= 3 && !/^\d/.test(claim.object)) {
      if (claim.factType === 'preference') add({ name: claim.object.replace(/^(?:the|a|an)\s+/i, ''), type: 'concept' });
      else if (claim.objectType && claim.objectType !== 'person' && !entities.some((e) => claim!.object.includes(e.name)))
        add({ name: claim.object.replace(/^(?:the|a|an|my|our)\s+/i, ''), type: claim.objectType });
    }
    if (subject.ref.type !== 'person') context.state.lastThing = subject;

    // The claim's final shape, now that the subject is known.
    let attribute = claim.attribute;
    let factSubject = subject.ref;
    if (claim.roleHolder) {
      // "Priya Nair is the project lead": a fact about the role, held by the subject.
      if (subject.ref.type !== 'person' && !/^\p{Lu}/u.test(subject.ref.name)) return { facts: [] };
      factSubject = { name: claim.value, type: 'concept' };
      value = normalizeValue(subject.ref.name);
    } else if (attribute === 'level' && /^\d{1,3}$/.test(value) && subject.ref.type === 'person') {
      attribute = 'age'; // "Leo is 4"
    } else if (attribute === 'located_in' && subject.ref.type === 'person' && /^(?:at|is at|'m at|am at|are at|'re at)/i.test(best?.match[1]?.trim().replace(/^(?:is|am|'m|are|'re)\s+(?:now\s+)?/i, '') ?? '') && /\b(?:hospital|university|college|school|academy|institute|clinic|practice|surgery|vets|ltd|plc|inc|bank|agency|studio|consultancy)$/i.test(value)) {
      attribute = 'works_at'; // "I'm at Riverside Animal Hospital now": where a person is, a workplace named, is where they work
    } else if (
      attribute === 'located_in' && best?.rule.name === 'is-in' && /^(?:is|am|'m|are|'re|'s)(?:\s+\w+)?\s+in$/i.test(best.match[1]!.trim()) && subject.ref.type === 'person' && dates.length === 0 &&
      !TEMPORARY_STAY.test(text) && !/^(?:the\s+)?(?:marketing|sales|engineering|finance|hr|legal|support|design|product|operations|it|accounting|research|chapter|section|grade|year|class|room|level|stage|phase|round|q[1-4])\b/i.test(claim.object)
    ) {
      attribute = 'lives_in'; // "I'm in Brooklyn, close to Prospect Park": where a person is, with no stay named, is home
    } else if (attribute === 'level' && /^\d[\d.,]*\s+[a-z]+s\s+(?:read|watched|finished|visited|completed|done|written|run|climbed|hiked|baked|knitted)$/.test(value)) {
      // "I'm at 27 books read": a running count, as "I've read 12 books" said.
      const [count, noun, done] = value.split(/\s+/) as [string, string, string];
      attribute = `count:${DONE_BASE[done] ?? done} ${singular(noun)}`;
      value = count.replace(/,/g, '');
    } else if (attribute === 'level' && /^(?:\d[\d.,]*\s+(?:[a-z]+\s+)?(?:[a-z]+s|people|children|staff)|(?:one|a single)\s+(?:[a-z]+\s+)?[a-z]+|(?:two|three|four|five|six|seven|eight|nine|ten)\s+(?:[a-z]+\s+)?(?:[a-z]+s|people|children|staff))(?:\s+(?:with|including|incl|counting)\s+(?:me|us|myself|him|her))?$/.test(value) && !/\b(?:goal|target|limit|budget|quota|plan|aim|estimate|forecast|record|best|max|maximum|minimum|capacity)s?\b/i.test(subject.ref.name) && !/\s(?:kg|kgs|kilos?|lbs?|pounds?|stones?|points?|percent|years?|degrees?|hours?|minutes?|seconds?|miles?|kilometers?|km|steps?|calories|bpm|times?|days?|weeks?|months?|left)$/.test(value)) {
      // "the newsletter is up to 4,100 subscribers", "I'm down to one ultrawide monitor": how many it has (as "has 2,300
      // subscribers" said).
      // ("the team is now 7 people with me": the people counted with the writer.)
      const counted = countedNoun(value.replace(/^a single\b/, 'one').replace(/\s+(?:with|including|incl|counting)\s+(?:me|us|myself|him|her)$/, ''));
      if (counted?.count !== undefined) {
        attribute = `has:${counted.noun}`;
        value = String(counted.count);
      }
    } else if ((attribute === 'level' || attribute === 'costs') && subject.ref.type === 'person' && /^\d[\d.,]*\s*(?:kg|kgs|kilos?|kilograms?|lbs?|pounds?|stone)$/.test(value)) {
      attribute = 'weight'; // "I'm down to 86 kg", after "I weigh 92 kg"
    } else if (attribute === 'is' && /^(?:total|complete|strict|full|big|massive|proper|committed|lifelong)\s+(?:vegetarian|vegan|pescatarian|carnivore|flexitarian)$/.test(value)) {
      // "I'm a total carnivore": a diet, said with how much.
      attribute = 'diet';
      value = value.split(/\s+/).pop()!;
    } else if ((attribute === 'status' || attribute === 'does') && /^(?:vegetarian|vegan|pescatarian|keto|paleo|gluten[- ]free|dairy[- ]free|plant[- ]based|kosher|halal|carnivore|flexitarian|whole30|atkins|low[- ]carb)$/.test(value)) {
      attribute = 'diet'; // "I'm vegetarian", "I'm doing keto", later "I follow a Mediterranean diet": one diet at a time
    } else if (attribute === 'lives_in' && subject.ref.type !== 'person') {
      attribute = 'located_in'; // "Our office has moved to Bristol"
    } else if ((isMultiValued(attribute) || attribute === 'runs') && (claim.factType === 'fact' || (claim.factType === 'decision' && attribute.startsWith('v:')))) {
      // "I speak three languages", later "four languages": a count, whose value changes ("will allow 5 projects" too).
      const counted = pluralCount(claim.object);
      if (counted && counted.count > 1) {
        attribute = `count:${attribute} ${counted.noun}`;
        value = String(counted.count);
      }
    }

    return {
      subject,
      facts: [
        {
          content,
          factType,
          confidence,
          subject: factSubject,
          attribute,
          value,
          negated,
          exclusive: !isMultiValued(attribute) || Boolean(claim.transition) || TRANSITION.test(text) || TRANSITION.test(masked),
          ...(replaces ? { replaces } : {}),
          ...(claim.also?.length && !claim.roleHolder ? { also: claim.also } : {}),
          marksChange: Boolean(claim.transition) || TRANSITION.test(text) || TRANSITION.test(masked),
          validFrom,
          entities,
          derivedFrom: [],
        },
      ],
    };
  }

  return {
    kind: 'offline',
    extract: async (input) => withAddressesKept(withPlainSpeaker(input), extractOne),
    extractMany: async (inputs) => inputs.map((input) => withAddressesKept(withPlainSpeaker(input), extractOne)),
  };
}

/** "Customer (Henrik Lund): ...", "Agent (Sofie): ...": a role, then the name of whoever holds it in this thread. */
const TICKET_SPEAKER = /^\s*(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?)\s*\(((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2})\)\s*:\s+(.*)$/u;
/** Roles a ticket or a transcript names its speakers by, with a first name alone after them ("Agent (Sofie):"). */
const TICKET_ROLE = /^(?:customer|client|agent|user|caller|patient|member|guest|support|rep|representative|advisor|adviser|tenant|landlord|host|buyer|seller|driver|rider|student|teacher|parent|applicant|candidate|interviewer|recruiter|engineer|technician|nurse|doctor|operator|dispatcher|staff|presenter|moderator|reporter|interviewee)$/i;

/** A surname's particles in lower case ("Pieter de Vries", "Ana dos Santos"), at most two. */
const SURNAME_PARTICLES = String.raw`(?:(?:de|da|dos|das|do|van|von|der|den|del|della|di|du|le|la|ten|ter|bin|al|el)\s+){0,2}`;
/** A line a speaker opens: "Name: text", "[10:02] Name: text", "Priya Shah (@priyashah): text", "user: text". */
const SPEAKER_LINE = new RegExp(String.raw`^\s*(?:\[[^\]]*\]\s*)?([\p{Lu}][\p{L}\p{N}._'-]*(?:\s+${SURNAME_PARTICLES}[\p{Lu}][\p{L}\p{N}.'-]*){0,2}|\p{Ll}+)(?:\s+\((?:@[\w.]+|Teams|Slack|WhatsApp|Signal|Zoom|Discord|email|SMS|text|DM|via\s+[\p{L} ]{1,20})\))?\s*:\s+(.*)$`, 'u');

/**
 * `Name: text` lines carry their speaker (a name may hold digits: "Canary5f3a"); so do the lower-case roles of agent
 * chats ("user: ...", named "User"). A label such as "Decision:" or "Update:" is dropped and the line is said by the
 * document's speaker. Lines of an assistant role are flagged: what an assistant says of itself is not memory.
 */
function splitSpeaker(line: string, fallback: string | undefined): { speaker?: string; body: string; assistant: boolean } {
  // "Update from Carla Mendes: I am now a data analyst at Airbnb": the line is hers.
  const from = FROM_HEADING.exec(line);
  if (from && !NOT_NAMES.has(from[1]!.split(' ')[0]!)) return { speaker: from[1]!, body: from[2]!, assistant: false };
  // ("Customer (Henrik Lund): my delivery address is ...", a ticket's line: the person in parentheses says it.)
  // ("HOST (Bisi Adebayo):", "Presenter (Iñaki Ruiz):": any role, with a full name after it.)
  const role = TICKET_SPEAKER.exec(line);
  const roleName = role?.[2]?.replace(/^(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+/, '');
  if (role && roleName && !NOT_NAMES.has(roleName.split(' ')[0]!) && (TICKET_ROLE.test(role[1]!) || /\s/.test(roleName))) return { speaker: role[2]!, body: withoutHeading(role[3]!), assistant: false };
  // ("Priya Shah (@priyashah): Loving the sea air here": a post's author, their handle after the name.)
  // ("Pieter de Vries:", "Ana dos Santos:": a surname's particle in lower case.)
  const m = SPEAKER_LINE.exec(line);
  if (m) {
    const label = m[1]!.toLowerCase();
    // "Panel: Kofi Mensah (Paystack) will moderate": a roster's label, not a speaker.
    if (ROSTER_LABEL.test(label) && (ROSTER_COMMA.test(m[2]!) || ROSTER_PAREN.test(m[2]!))) return { speaker: fallback, body: withoutHeading(line.trim()), assistant: false };
    if (NOT_SPEAKERS.has(label)) return { speaker: fallback, body: withoutHeading(m[2]!), assistant: false };
    if (ASSISTANT_ROLES.has(label)) return { speaker: capitalize(m[1]!), body: m[2]!, assistant: true };
    if (/^\p{Lu}/u.test(m[1]!)) return { speaker: m[1]!, body: withoutHeading(m[2]!), assistant: false };
    if (ROLE_SPEAKERS.has(label)) return { speaker: capitalize(m[1]!), body: withoutHeading(m[2]!), assistant: false };
  }
  return { speaker: fallback, body: withoutHeading(line), assistant: false };
}

/**
 * "Contact notes: ...", "Meeting minutes, frontend guild: ...", "Ops sync: ...": a heading of a few words that is not a
 * name and says nothing itself (no pronoun, no verb) labels the line; the rest is the text. A heading may own
 * something ("Update on my reading goal: I've read 21 books") when a sentence of its own follows.
 */
/** Labels of a line listing people with their organization: a badge, a speaker list, the guests of a panel. */
const ROSTER_LABEL = /\b(?:badges?|name ?tags?|attendees?|attendee list|speakers?|speaker list|panel|panelists?|guests?|guest list|delegates?|visitors?|participants?|registrations?|line-?up)\b/i;
const ROSTER_NAME = '((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\\.?\\s+)?\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}[\\p{L}\'-]+){1,2})';
// ("University of Ankara", "Bank of America": an organization's name may have "of" inside.)
const ROSTER_ORG = '((?!(?:CEO|CTO|CFO|COO|CMO|CPO|CIO|VP|SVP|EVP|Head|Director|Chair|Chairman|Chairwoman|President|Founder|Co-founder|Cofounder|Manager|Partner|Professor|Dean|Editor|Principal)\\b)\\p{Lu}[\\p{L}\\p{N}&.\'-]*(?:\\s+(?:(?:of|for|and|de|du|la|the)\\s+)?\\p{Lu}[\\p{L}\\p{N}&.\'-]*){0,3})';
/** A roster label of one entry ("Conference badge", "Speaker"), not of a list ("Panel", "Speakers", "Guest list"). */
const ROSTER_ONE = /\b(?:badge|name ?tag|attendee|speaker|panelist|guest|delegate|visitor|participant|registration)$/i;
/** "Conference badge: Tomasz Nowak, Allegro": the person and the organization they are there for. */
const ROSTER_COMMA = new RegExp(`^${ROSTER_NAME},\\s+${ROSTER_ORG}\\s*[.!]?\\s*$`, 'u');
/** "Speaker list: Tomasz Nowak (Revolut) will talk about payments": the organization in parentheses. */
const ROSTER_PAREN = new RegExp(`^${ROSTER_NAME}\\s+\\(${ROSTER_ORG}\\)(.*)$`, 'u');

function withoutHeading(text: string): string {
  const heading = HEADING_LABEL.exec(text);
  if (!heading) return text;
  if (ROSTER_LABEL.test(heading[1]!)) {
    // ("Panel: Felix Wagner, Nomvula Dlamini": in a list, a comma before a first name and a surname parts two people,
    // not a person and a firm; "Attendee list: Ines Duarte, Farfetch" is one person's entry.)
    const comma = ROSTER_COMMA.exec(heading[2]!);
    const twoPeople = comma && !ROSTER_ONE.test(heading[1]!.trim()) && /^\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+$/u.test(comma[2]!) && !CORPORATE.test(comma[2]!);
    if (comma && !twoPeople && !NOT_NAMES.has(comma[1]!.split(' ')[0]!)) return `${comma[1]} works at ${comma[2]}.`;
    const paren = ROSTER_PAREN.exec(heading[2]!);
    if (paren && !NOT_NAMES.has(paren[1]!.split(' ')[0]!)) return `${paren[1]} works at ${paren[2]}.${/\p{L}/u.test(paren[3]!) ? ` ${paren[1]}${paren[3]}` : ''}`;
  }
  const entry = listEntry(heading[1]!, heading[2]!);
  if (entry) return entry;
  // "CRM note, Hamid Rezaei: based in Toronto, prefers email": a note about the person the heading ends with.
  // "HR record for Sven Olsen: home address is in Bergen": his home address.
  const about = /(?:,|\s(?:for|on|about|of))\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2})\s*$/u.exec(heading[1]!);
  if (about && !NOT_NAMES.has(about[1]!.split(' ')[0]!) && /^\p{Ll}/u.test(heading[2]!)) {
    const body = heading[2]!;
    if (/^(?:home\s+|current\s+|new\s+)?(?:address|home|residence|email|phone|phone number|employer|job title|title|role|manager|team|birthday|salary|office)\b/.test(body)) return `${about[1]!}'s ${body}`;
    return `${about[1]!} ${/^(?:based|located|married|employed|retired|engaged|single)\b/.test(body) ? 'is ' : ''}${body}`;
  }
  // "IT announcement": IT is not "it"; "About us", "Contact me": a page's heading, not a sentence about us.
  // ("Alumni, where are they now:": a heading that asks is a heading.)
  const label = heading[1]!.replace(/\b[A-Z]{2,}\b/g, '').replace(/^(?:about|contact|join|meet|find|follow|visit)\s+(?:us|me)$/i, 'page').replace(/\b(?:where|what|who|how)\s+(?:are|is|were|was)\s+(?:they|we|you|it)\s+now$/i, 'now');
  // "Team agreement: retros are held every two weeks": the body is a sentence of its own, its first word its start.
  // ("mockups are made in Sketch": "The mockups", as "Mockups" would read as a name.)
  if (!HEADING_NOT_LABEL.test(label)) return /^\p{Ll}[\p{L}-]*s\s+(?:are|were|will|have|happen|meet|run|start)\b/u.test(heading[2]!) ? `The ${heading[2]!}` : heading[2]!;
  const owns = !HEADING_NOT_LABEL.test(label.replace(/\b(?:my|our|his|her|their)\b/gi, ''));
  return owns && /^(?:I|I'm|I've|I'd|I'll|we|We|we've|We've|my|My|our|Our)\b/.test(heading[2]!) ? heading[2]! : text;
}

/** A heading that names a list of addresses: "Christmas card list", "Address book", "Guest list", "Contacts". */
const ADDRESS_LIST = /^(?:[\p{L} ]{0,20}\s)?(?:card|address|contact|guest|mailing|invite|invitation|RSVP|party)\s+(?:list|book)$|^(?:[Aa]ddress(?:es)?|[Cc]ontacts)$/iu;
const LIST_ENTRY = /^((?:the\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2}(?:\s+(?:family|household))?)\s+[-–—]\s+(now\s+lives\s+in\s+|in\s+)?(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\s*([.!]?)\s*$/u;
const PREFERENCE_HEADING = /^([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+preferences?$/iu;
const PREFERENCE_ENTRY = /^(\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+)?)\s+[-–—:]\s+(?:an?\s+|the\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)(?:\s*\([^)]*\))?\s*[.!]?\s*$/u;
/**
 * An entry of a list its heading says the kind of: "Christmas card list: the Fernandes family - Norwich" (where they
 * live; "- new address in Ipswich" once `plainerWording` has read it as "now lives in"), "Seat preference: Olu - aisle
 * (long legs)" (what Olu prefers).
 */
function listEntry(heading: string, body: string): string | undefined {
  const lived = ADDRESS_LIST.test(heading.trim()) ? LIST_ENTRY.exec(plainerWording(body)) : null;
  if (lived && !NOT_NAMES.has(lived[1]!.replace(/^the\s+/, '').split(' ')[0]!)) {
    const [, who, now, place, end] = lived as unknown as [string, string, string | undefined, string, string];
    const one = /\b(?:family|household)$/.test(who) || !/^the\s/i.test(who);
    return `${capitalize(who)} ${/now/.test(now ?? '') ? 'now ' : ''}live${one ? 's' : ''} in ${place}${end || '.'}`;
  }
  const kind = PREFERENCE_HEADING.exec(heading.trim());
  const preferred = kind ? PREFERENCE_ENTRY.exec(body) : null;
  if (kind && preferred && !NOT_NAMES.has(preferred[1]!.split(' ')[0]!)) return `${preferred[1]!}'s favourite ${kind[1]!.toLowerCase()} is the ${preferred[2]!.toLowerCase()}.`;
  return undefined;
}

/** "they are" -> "User is": a verb agreeing with User after "they". */
const THEY_AGREE: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does', "don't": "doesn't", "aren't": "isn't", "haven't": "hasn't", "'re": ' is', "'ve": ' has' };
/**
 * A note an agent wrote about its user ("The user mentioned that they live in Lyon with their partner", "Preference
 * noted: the user prefers dark mode") is about the same person as the user's own "I": "the user" is User, and "they" and
 * "their" in a sentence about the user are the user too.
 */
function aboutTheUser(text: string): string {
  if (!/\b[Tt]he user\b|(?:^|[.!?:]\s+)User\b/m.test(text)) return text;
  let aboutUser = false;
  return text
    .replace(/\b[Tt]he user's\b/g, "User's")
    .replace(/\b[Tt]he user\b(?!\s*:)/g, 'User')
    .split(/(?<=[.!?])\s+|\n/)
    .map((sentence) => {
      // ("User adopted a dog. They walk her daily.": "they" opening the next sentence is the user too.)
      const subject = /^\s*(?:[\p{L}][\p{L} ]{0,29}:\s*)?User\b/u.test(sentence) || (aboutUser && /^\s*(?:They|Their)\b/.test(sentence));
      aboutUser = subject;
      if (!subject || /\b(?:he|she|his|her)\b/i.test(sentence)) return sentence;
      // ("... keeps their notes in Evernote": "their" after the subject stays, as the rules read it.)
      // ("they work at Aviva" -> "User works at Aviva": the verb agrees with its new subject.)
      return sentence
        .replace(/\b[Tt]hey(?:('re|'ve)|\s+(?:now\s+|also\s+|still\s+|just\s+)?(are|were|have|do|don't|aren't|haven't|live|work|prefer|like|love|want|need|use|drive|play|own|keep|go|run|study|teach|commute|cycle|walk|eat|drink|speak|read|watch|listen|support|plan|hate|enjoy))\b/g, (all: string, contraction: string | undefined, verb: string | undefined) => {
          if (contraction) return `User${THEY_AGREE[contraction]}`;
          const adverb = /\s+(now|also|still|just)\s+/.exec(all)?.[1];
          const v = THEY_AGREE[verb!] ?? (/(?:s|sh|ch|x|z|o)$/.test(verb!) ? `${verb}es` : /[^aeiou]y$/.test(verb!) ? `${verb!.slice(0, -1)}ies` : `${verb}s`);
          return `User ${adverb ? `${adverb} ` : ''}${v}`;
        })
        .replace(/\b[Tt]hey\b/g, 'User')
        .replace(/^(\s*)Their\b/, "$1User's");
    })
    .join('\n');
}

/** Texting shorthand, said in full: "where do u live now", "im veggie", "cant", "hows work", "fave band atm". */
const TEXTING: ReadonlyArray<[RegExp, string]> = unicodeBoundaries([
  [/\bu\b/g, 'you'],
  [/\bur\b(?=\s+(?:a|an|the|so|not|late|welcome|right|going|doing|being|ok|okay|still|now|very|too|always|never)\b)/g, "you're"],
  [/\bur\b/g, 'your'],
  [/\br\b(?=\s+(?:you|we|they)\b)/g, 'are'],
  [/\bi\b/g, 'I'],
  [/\bim\b/g, "I'm"],
  [/\bive\b/g, "I've"],
  [/\b(can|don|doesn|didn|isn|wasn|aren|weren|haven|hasn|couldn|wouldn|shouldn)t\b/g, "$1't"],
  [/\b(what|how|who|where|when|that|there|she)s\b/g, "$1's"],
  [/\b(you|they)re\b/g, "$1're"],
  [/^(\s*)lets\b/g, "$1let's"],
  [/\b(?:tmrw|tmr|tomoz)\b/g, 'tomorrow'],
  [/(?<!\b(?:the|an|a|an?\s+\w+)\s)\batm\b/g, 'at the moment'],
  [/\b(?:fave|fav)\b/g, 'favourite'],
  [/\bnah\b/g, 'no'],
  [/\binsta\b/g, 'Instagram'],
  [/\b(?:pls|plz)\b/g, 'please'],
  // ("bouldering 4x a week": four times.)
  [/\b(\d+)x(?=\s+(?:a|an|per|every|each)\s+(?:day|week|month|year|fortnight)\b)/g, '$1 times'],
  [/\b(?:cos|cuz|bc)\b/g, 'because'],
  [/\bppl\b/g, 'people'],
  [/\brn\b/g, 'right now'],
  [/\bgonna\b/g, 'going to'],
  [/\bwanna\b/g, 'want to'],
  [/\b((?:I'm|I\s+am|he's|she's|is|am|are|'m|'re|been|went|gone|going|turned)\s+(?:now\s+|still\s+|fully\s+|a\s+)?)veggie\b/g, '$1vegetarian'],
]);

/**
 * The shorthand rules' word boundaries, for any letter: JavaScript's `\b` knows only ASCII letters, and "Björn" would
 * hold the shorthand "rn" ("Björight now").
 */
function unicodeBoundaries(rules: ReadonlyArray<[RegExp, string]>): ReadonlyArray<[RegExp, string]> {
  const word = String.raw`[\p{L}\p{N}_]`;
  const boundary = `(?:(?<!${word})(?=${word})|(?<=${word})(?!${word}))`;
  return rules.map(([re, to]) => [new RegExp(re.source.replace(/\\b/g, boundary), re.flags.includes('u') ? re.flags : `${re.flags}u`), to]);
}
/** Interjections a chat turn opens with. */
const TURN_OPENER = String.raw`(?:(?:no|nope|yes|yeah|yep|yup|ok|okay|well|so|oh|ah|aw|ugh|lol|haha|omg|actually|honestly|sure|nice|great|cool|right)\s*[,!.]?\s+)*`;
// ("got a pixel 8": "got" only before a thing had, not "got it", "got your back", "got a lot on".)
const TURN_VERBS = String.raw`(?:moved|started|left|quit|joined|bought|sold|ditched|switched|transferred|went|changed|finished|booked|cancelled|canceled|adopted|passed|hit|became|decided|picked|chose|signed|landed|found|gave up|gone off|stopped|took up|sorted)\b|got\s+(?:promoted|engaged|married|hired|divorced|accepted|fired|laid\s+off|made\s+redundant|transferred)\b|got(?=\s+(?:a|an|my|our|two|three|four|\d+)\s+(?!(?:lot|few|bit|minute|sec|second|moment|chance|question|feeling|sec)\b)\S)`;
/** A turn's sentence or clause that opens with a past-tense verb, after an interjection or an adverb. */
const VERB_FIRST_TURN = new RegExp(String.raw`(^|[.!?]\s+|,\s+)(${TURN_OPENER})((?:just|finally|recently|already|only)\s+)?(${TURN_VERBS})`, 'giu');
/**
 * A chat line in texting style, in full: shorthand spelled out, a question with no question mark marked as one ("where
 * do u live now"), and a turn that opens with a past-tense verb said with its subject ("nah moved to Brixton", "left!
 * started at Monzo last week": the speaker did it).
 */
/** Past-tense verbs a diary's sentence opens with, its writer's own doing, beyond a chat turn's ("Repotted all 14 of ..."). */
const WRITER_VERBS = String.raw`(?:${TURN_VERBS}|ran|took|saw|heard|watched|listened\s+to|played|practised|practiced|traded(?:\s+in)?|swapped|upgraded|downgraded|renewed|visited|tried|replaced|handed\s+in|gave|met|spent|paid|ordered|lost|won|missed|(?=\p{Lu})\p{L}{3,}(?<!e)ed(?=\s+(?:my|the|a|an|all|our|his|her|\d)\b))`;
/** A sentence of a first-person document that opens with a past-tense verb, after an adverb. */
const VERB_FIRST_SENTENCE = new RegExp(String.raw`(^|[.!?]\s+)((?:just|finally|recently|already|only|also|then|today|yesterday)\s+)?(${WRITER_VERBS})\b`, 'giu');
/** A name a record is kept for: capitalised words, "&" and numbers ("Alder & Finch", "Ticket 1203", "Mr Daniel Osei"). */
const RECORD_NAME = String.raw`(?:(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?\s+)?\p{Lu}[\p{L}\p{N}'.-]*(?:\s+(?:&\s+|and\s+|of\s+)?[\p{Lu}\p{N}][\p{L}\p{N}'.-]*){0,3}`;
/** Headings of a record whose first field names what it is for ("Company profile: Vantage Robotics, CEO Ian Marsh"). */
const RECORD_HEADING = /^(?:account|customer|client|company|company\s+profile|supplier|vendor|contact|record|organisation|organization|lead|prospect|partner|patient|member|tenant|policyholder)(?:\s+(?:record|profile|card|details|info|summary|note|notes))?$/i;
/** A finite verb or a pronoun: a line saying a sentence, not listing fields. */
const SAYS_SOMETHING = /\b(?:is|are|was|were|am|has|have|had|will|would|can|could|should|shall|must|did|does|do|says|said|wants|needs|prefers|likes|loves|uses|lives|works|moved|joined|left|I|me|my|we|our|us|you|your|he|she|his|her|they|them|their|it)\b/i;
/** Fields whose value is a word: "status open", "priority high". */
const WORD_VALUED_FIELDS = /^(?:status|stage|state|priority|tier|plan|segment|rating|sentiment|health|risk|type|category|language|channel|frequency)$/i;
/** The value of a field: when, where, how much, an address, a name. */
const FIELD_VALUE = /^(?:(?:on|due|at|in|from|until|by|since|every)\b|[$€£¥]|\d|\S+@\S+\.\S+|(?:\p{Lu}|i\p{Lu}))/u;
/** "Payment terms for Sterling Foods": a field of the record for a name. */
const RECORD_FIELD_FOR = new RegExp(String.raw`^(?:(?:[Aa]greed|[Nn]ew|[Uu]pdated|[Rr]evised|[Cc]urrent|[Ll]atest)\s+)*((?:\p{L}[\p{L}-]*)(?:\s+\p{Ll}[\p{L}-]*){0,2})\s+(?:for|of|with)\s+(${RECORD_NAME})$`, 'u');
/** "Greenfield Farms billing contact": a name, then its field. */
const RECORD_NAME_FIELD = new RegExp(String.raw`^(${RECORD_NAME})\s+((?:[a-z-]+\s+){0,2}[a-z-]+)$`, 'u');
const RECORD_NAME_ONLY = new RegExp(String.raw`^${RECORD_NAME}$`, 'u');
/** A field's words, one to four, before its value ("annual contract value $48,000"), shortest first. */
const KEYED_FIELDS = [0, 1, 2, 3].map((n) => new RegExp(String.raw`^((?:\p{Ll}[\p{L}-]*\s+){${n}}(?:\p{Ll}[\p{L}-]*|CEO|CTO|CFO|COO|CMO|VP|MD))\s+(?:is\s+)?(\S.*)$`, 'u'));
/** A name a record can be kept for: two words, or one with a number or "&" ("Ticket 1203"), not a sentence's word. */
function keptFor(name: string): boolean {
  return (/\s/.test(name) || /[\p{N}&]/u.test(name)) && !NOT_NAMES.has(name.split(' ')[0]!);
}
const PERSON_FIELD = new RegExp(String.raw`^((?:(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2})$`, 'u');

/**
 * A record's line in sentences: "Kestrel Dental: 12 seats, renewal due in March" (Kestrel Dental has 12 seats; its
 * renewal is due in March), "Payment terms for Sterling Foods: 30 days", "Greenfield Farms billing contact: x@y.com",
 * "Company profile: Vantage Robotics, CEO Ian Marsh, 140 staff", "Ticket 4411: Mr Daniel Osei, delivery address 12 Park
 * Road, Reading". Only a line of fields (no finite verb, no pronoun) reads so; `about` is what the record is for.
 */
function recordFields(line: string, listsFields: (text: string) => boolean): { text: string; about?: string } | undefined {
  const m = /^\s*([^:()]{2,60}?)\s*(?:\([^)]*\))?\s*:\s+(.+?)\s*$/u.exec(line);
  if (!m) return undefined;
  const label = m[1]!.trim();
  // (Badges, speaker lists and rosters are read as such.)
  if (ROSTER_LABEL.test(label)) return undefined;
  // The record is the body's first sentence; what follows is said as written.
  const end = /[.!?](?=\s+\p{Lu}|\s*$)/u.exec(m[2]!);
  const fields = (end ? m[2]!.slice(0, end.index) : m[2]!).trim();
  const rest = end ? m[2]!.slice(end.index + 1).trim() : '';
  if (!fields || !listsFields(fields.replace(/\([^)]*\)/g, ''))) return undefined;
  let about: string | undefined;
  let field: string | undefined;
  let match: RegExpExecArray | null;
  if (RECORD_HEADING.test(label)) {
    about = undefined;
  } else if ((match = RECORD_FIELD_FOR.exec(label))) {
    about = match[2]!;
    field = match[1]!.toLowerCase();
  } else if ((match = RECORD_NAME_FIELD.exec(label)) && keptFor(match[1]!)) {
    about = match[1]!;
    field = match[2]!;
  } else if (RECORD_NAME_ONLY.test(label) && keptFor(label)) {
    about = label;
  } else return undefined;
  const said: string[] = [];
  if (field) {
    said.push(`${about}'s ${field} ${/[^s]s$/.test(field) && !/\b(?:status|address|business|process)$/.test(field) ? 'are' : 'is'} ${fields}.`);
  } else {
    const items = fields.split(/\s*;\s*|,\s+/);
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!.replace(/\s*\([^)]*\)/g, '').trim();
      const count = /^(?:about\s+|around\s+|over\s+)?(\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(\p{Ll}[\p{L}-]*)(\s.*)?$/u.exec(item);
      // ("annual contract value $48,000": the field is the words before its value; "waiting on finance" is none.)
      const keyed = KEYED_FIELDS.map((re) => re.exec(item)).find((k) => k && !/ing$/.test(k[1]!) && (FIELD_VALUE.test(k[2]!) || WORD_VALUED_FIELDS.test(k[1]!)));
      if (i === 0 && (PERSON_FIELD.test(item) || (!about && RECORD_NAME_ONLY.test(item)))) {
        about = item.replace(/^(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?\s+/, '');
      } else if (!about) {
        return undefined;
      } else if (count) {
        // ("57 members in the group": the group has them.)
        const within = /^\s+in\s+((?:the|our)\s+[a-z-]+)\s*$/.exec(count[3] ?? '');
        said.push(within ? `${capitalize(within[1]!)} has ${count[1]} ${count[2]}.` : `${about} has ${count[1]} ${count[2]}${count[3] ?? ''}.`);
      } else if (keyed && PERSON_FIELD.test(about) && /^(?:at|for|with)\s+\p{Lu}/u.test(keyed[2]!) && !/\b(?:address|office|home|base)$/.test(keyed[1]!)) {
        // ("Profile: Mei Lin, software engineer at Atlassian": who she is, and where.)
        said.push(`${about} is ${/^[aeiou]/i.test(keyed[1]!) ? 'an' : 'a'} ${keyed[1]} ${keyed[2]}.`);
      } else if (keyed) {
        // ("delivery address 12 Park Road, Reading": an address runs to the end, commas and all.)
        const value = /\baddress$/.test(keyed[1]!) ? [keyed[2]!, ...items.slice(i + 1)].join(', ') : keyed[2]!;
        said.push(`${about}'s ${keyed[1]!.replace(/^(?!CEO|CTO|CFO|COO|CMO|VP|MD)\p{Lu}/u, (c) => c.toLowerCase())} is ${value}.`);
        if (value !== keyed[2]) break;
      }
    }
  }
  if (!about || (said.length === 0 && !RECORD_HEADING.test(label))) return undefined;
  return { text: [...said, rest ? fieldsOf(rest, about) : ''].filter(Boolean).join(' '), about };
}

/** "Main contact is Sarah Quinn", "...; our main contact is now Tom Baptiste": a field of the record a line goes on about. */
function fieldsOf(text: string, about: string): string {
  return text.replace(/(^|[.;!?]\s+)(?:(?:[Oo]ur|[Tt]he|[Tt]heir)\s+)?((?:[A-Za-z][a-z-]+\s+){0,2}(?:contact|manager|owner|plan|tier|address|email|phone|number|renewal|contract|budget|terms|status|value|rep|representative|lead))\s+(is|are)\b/g, (all: string, start: string, field: string, verb: string) =>
    (/^(?:this|that|it|who|what)\b/i.test(field) ? all : `${start}${about}'s ${field.toLowerCase()} ${verb}`));
}

/** A line of an agent chat or transcript by role ("user: ...", "assistant: ..."): no note to or by its reader. */
const ROLE_LINE = /^\s*(?:user|human|customer|client|patient|student|assistant|ai|bot|system|model|agent)\s*:/im;
/** "You" said of anyone: advice and how-to text ("if you drink coffee late, your sleep suffers"). */
const GENERIC_YOU = /\b(?:if|when|whenever|unless|once|before|after)\s+you\b|\byou\s+(?:should|shouldn't|might|may\s+want|'ll\s+want|will\s+want|need\s+to|have\s+to|must)\b|\byour\s+(?:body|brain|heart|skin|metabolism|immune)\b/i;
/** Two lines of a conversation: `Name: text`, then another (a chat, not a diary). */
const CHAT_LINES = new RegExp(String.raw`^\s*\p{Lu}[\p{L}'-]*(?:\s+${SURNAME_PARTICLES}\p{Lu}[\p{L}'-]*)?\s*:\s+\S[^\n]*\n(?:[^\n]*\n)*?\s*\p{Lu}[\p{L}'-]*(?:\s+${SURNAME_PARTICLES}\p{Lu}[\p{L}'-]*)?\s*:\s+\S`, 'mu');
/** A favourite said with no name: "They are my favourite band now", "Still my favourite band after all these years". */
const FAVORITE_WITHOUT_NAME = /^(\s*)(?:(?:they|it)\s+(are|is|'re|'s)\s+|(?=(?:still|now|easily|definitely)\s+(?:my|our)\s+(?:new\s+|all-time\s+)?favou?rite\b))/iu;
const NAME_RUN = /(?<![\p{L}'])(\p{Lu}[\p{L}'&-]*(?:\.\p{Lu}\.?)*(?:\s+\p{Lu}[\p{L}'&-]*(?:\.\p{Lu}\.?)*){0,3})/gu;
/** A diary line's label and the measure it records ("Longest run so far: 12 km along the canal"). */
const DIARY_MEASURE = /^(\s*)(\p{Lu}\p{Ll}+(?:\s+[\p{Ll}\p{N}]+){0,5})\s*:\s+(?=(?:about\s+|around\s+)?(?:[$€£]\s?\d|\d[\d,.]*\s*(?:km|k|miles?|mi|kg|lbs?|pounds|stone|st|minutes|mins|hours|hrs|books|steps|words|%)(?![\p{L}\p{N}])))/u;
/**
 * A diary's line in full: a sentence of a document written in the first person that opens with a past-tense verb has
 * its writer for subject ("Handed in my notice at the Co-op today", "Finally replaced the cracked iPhone").
 */
function writersOwn(line: string): string {
  return line.replace(VERB_FIRST_SENTENCE, (all: string, before: string, adverb: string | undefined, verb: string) =>
    /^\p{Lu}/u.test(adverb ?? verb) ? `${before}I ${adverb?.toLowerCase() ?? ''}${verb.toLowerCase()}` : all);
}

function spelledOut(line: string, turn: boolean): string {
  if (!/\p{Ll}/u.test(line)) return line;
  let text = TEXTING.reduce((t, [re, to]) => t.replace(re, to), line);
  if (!turn) return text;
  // ("cant, I do boxing on tuesdays": a refusal before the turn's sentence is no part of it.)
  text = text.replace(/^(\s*)(?:can't|cannot|sorry|sadly|unfortunately|no can do)\s*[,!.]+\s+(?=I\b)/i, '$1');
  // ("Still the Pixel?" / "No, I got an iPhone 14": the "no" answers the question; the sentence after it stands alone.)
  text = text.replace(/^(\s*)(?:no|nope|nah|not any ?more)\s*[,!.]+\s+(?=(?:I|we|he|she|they)\s)/i, '$1');
  // ("Good, I am a pharmacist at Boots now": how it is going is no part of the sentence.)
  text = text.replace(/^(\s*)(?:good|fine|great|busy|not bad|alright|all good|all right|brilliant|grand|cheers|thanks)\s*[,!.]+\s+(?=(?:I|we|he|she|they)(?:'m|'ve|'re)?\s)/i, '$1');
  // ("Mum has settled into her new flat": the speaker's mum.)
  text = text.replace(/(^|[.!?]\s+|\s[—–]\s+)(Mum|Mom|Mam|Dad|Nan|Nana|Gran|Granny|Grandma|Grandpa)(?=\s+\p{Ll}|'s\s)/gu, (_all, before: string, kin: string) => `${before}My ${kin.toLowerCase()}`);
  // ("Dmitri Volkov: vegetarian", a catering list's line: the speaker's diet.)
  text = text.replace(DIET_ALONE, (_all, space: string, diet: string) => `${space}I am ${diet.toLowerCase()}.`);
  // ("been living in Leeds 4 years": the speaker has; "guess who starts at Shopify on monday": the speaker does;
  // "yep, rent's £1,100 a month": the speaker's rent.)
  text = text
    // ("I'm 10 min from the ground, perks of living in Manchester": the speaker lives there.)
    .replace(/(^|[.!?,]\s+)(?:the\s+)?(?:perks|joys|benefits|upside|beauty)\s+of\s+living\s+in\s+(?=\p{Lu})/gu, (_all, before: string) => `${before.startsWith(',') ? '. ' : before}I live in `)
    // ("sooo much better than Hartley. sharing a house on Portswood Road": where the speaker lives.)
    .replace(/(^|[.!?]\s+)(?:sharing|renting)\s+an?\s+(?:house|flat|place|apartment)\s+(on|in)\s+(?=\p{Lu})/gu, "$1I live $2 ")
    .replace(/(^|[.!?,]\s+)((?:(?:yep|yeah|yes|so|well|ugh|and)\s*[,!.]?\s+)*)(rent|mortgage|salary|council tax|commute|wedding|party|appointment|interview|exam|surgery|operation|flight|graduation|move)(?:'s|\s+is)\s+(?=(?:now\s+)?(?:on\s+)?(?:[$€£]\s?\d|\d|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)))/giu, (_all, before: string, opener: string, thing: string) => `${before}${opener}my ${thing.toLowerCase()} is `)
    .replace(/(^|[.!?]\s+)((?:(?:yeah|yep|well|honestly|so)\s*[,!.]?\s+)*)been\s+(?=(?:living|working|based|studying|renting|staying|training|teaching)\b)/gi, "$1$2I've been ")
    // ("yep. starting at Square Enix on monday": the speaker is.)
    .replace(/(^|[.!?]\s+)((?:(?:yeah|yep|yes|well|honestly|so|and)\s*[,!.]?\s+)*)(starting|working|based|living|studying)\s+(at|in|for)\s+(?=\p{Lu})/gu, "$1$2I'm $3 $4 ")
    .replace(/(^|[.!?]\s+)guess\s+who(?:'s|\s+is)?\s+(?:(just|finally|officially)\s+)?(\p{Ll}{3,})s\b(?!\s+(?:I|you|he|she|we|they)\b)/giu, (_all, before: string, adverb: string | undefined, verb: string) => `${before}I ${adverb ? `${adverb} ` : ''}${verb}`);
  if (!/[.!?]\s*$/.test(text) && /^\s*(?:where|where's|what|what's|when|when's|who|who's|how|how's|which|do|does|did|are|is|have|has|can|could|will|would|any|still|fancy|you\s+(?:still|coming|free|around|up|ok|okay|alright|going|home|back|working|living|moving))\s/i.test(text) && text.trim().split(/\s+/).length <= 12) text = `${text.trimEnd()}?`;
  return text.replace(VERB_FIRST_TURN, (all: string, before: string, opener: string, adverb: string | undefined, verb: string, at: number) =>
    // ("... , got a kitten called Bit": after a comma only when the clause before has a subject of its own.)
    /^,/.test(before) && !/\b(?:I|we)\b/.test(text.slice(0, at)) ? all : `${before}${opener}I ${adverb ?? ''}${verb.toLowerCase()}`);
}

/** Words that make a short answer a sentence of its own: a subject pronoun or a finite verb. */
const SENTENCE_WORDS = /\b(?:I|I'm|I've|I'd|we|we're|we've|he|she|they|it's|it\s+is|is|are|was|were|am|have|has|had|do|does|did|will|can|got)\b/i;
const NUMBER_WORD = new RegExp(String.raw`^(?:(?:about|around|roughly|nearly|almost|over|just\s+over|just\s+under)\s+)?(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|${TEENS_AND_TENS}|a\s+couple|a\s+few|none|no)\b`, 'i');
/**
 * A short answer to a question the other speaker asked, said as the sentence it answers: "What is your rent?" / "£700
 * a month" ("My rent is £700 a month."), "What do you drive?" / "A Honda Civic", "When do you fly to Toronto?" / "On
 * July 2", "How many cats do you have?" / "Two, Miso and Tofu", "Favourite takeaway?" / "Thai, always Thai". Undefined
 * when the answer says a sentence of its own or the question is not one of these.
 */
/** A short answer's day said after a verb: "On July 2" -> "on July 2", "June 3" -> "on June 3". */
const onDay = (np: string) => (/^(?:on|in|at|from|by)\s/i.test(np) ? `${np.charAt(0).toLowerCase()}${np.slice(1)}` : `on ${np}`);
function answeredWith(question: string, answer: string): string | undefined {
  // ("Still at Ocado?" / "No, I moved to Dyson in January.": asked where one works, a move is to another employer.)
  const stillAt = /^(?:(?:[Aa]re\s+you|[Ii]s\s+(?:he|she)|[Ss]o)\s+)?[Ss]till\s+(?:at|with|working\s+(?:at|for))\s+(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3})\s*\?$/u.exec(question.trim());
  const movedOn = stillAt ? /^\s*(?:(?:no|nope|not\s+any\s*more)\s*[,.!]?\s+)?(I|we)\s+(?:have\s+|'ve\s+)?(?:moved|switched|went|jumped\s+ship)\s+to\s+(?=\p{Lu})/iu.exec(answer) : null;
  if (stillAt && movedOn) return `${movedOn[1]} now work at ${answer.slice(movedOn[0].length).replace(/^((?:\p{Lu}[\p{L}&.'-]*\s*)+)/u, (org: string) => `${org.trim()} instead of ${stillAt[1]} `)}`;
  // ("What are you calling the band?" / "We went with The Lanterns.", "Have we picked a name for the puppy?" / "Yes, we
  // are calling him Biscuit.": the thing's name.)
  const naming = /^(?:what\s+(?:are|is|will)\s+(?:you|we|they|he|she)\s+(?:be\s+)?(?:calling|naming|going\s+to\s+call)|(?:have|did|has)\s+(?:you|we|they|he|she)\s+(?:picked|chosen|found|decided\s+on|settled\s+on|got|come\s+up\s+with)\s+a\s+name\s+for)\s+(?:the|your|our|their|his|her)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s*\?$/iu.exec(question.trim());
  const named = naming ? /^\s*(?:(?:yes|yeah|yep)\s*[,!.]?\s+)?(?:(?:we|I|they)(?:'re|'ve|\s+are|\s+have)?\s+(?:went\s+with|gone\s+with|going\s+with|chose|picked|settled\s+on|calling\s+(?:it|him|her|them)|named\s+(?:it|him|her|them)|called\s+(?:it|him|her|them))\s+)?((?:The\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,3})\s*([.!]|$)/iu.exec(answer) : null;
  if (naming && named && named[1]!.split(/\s+/).every((w) => /^\p{Lu}/u.test(w))) return `The ${naming[1]!.toLowerCase()} is called ${named[1]}.${answer.slice(named[0].length)}`;
  // ("u still in croydon" / "yeah still in croydon": still living there.)
  const stillIn = /^(?:(?:are|r)\s+)?you\s+still\s+(?:(?:up|down|over|out)\s+)?(?:in|living\s+in|based\s+in)\s+([\p{L}'-]+(?:\s+[\p{L}'-]+)?)\s*\?$/iu.exec(question.trim());
  const stillYes = stillIn ? /^\s*(?:(?:yes|yeah|yep|yup)\s*[,!.]?\s*)?(?:still\s+(?:(?:up|down|over|out)\s+)?(?:in\s+)?)([\p{L}'-]+(?:\s+[\p{L}'-]+)?)?\s*([,.!]|$)/iu.exec(answer) : null;
  if (stillIn && stillYes && (!stillYes[1] || stillYes[1].toLowerCase() === stillIn[1]!.toLowerCase())) return `I still live in ${stillYes[1] ?? stillIn[1]}.${answer.slice(stillYes[0].length)}`;
  // ("Still with Hackney Harriers?" / "No, I left and joined Victoria Park Harriers": what was left is what was asked.)
  const stillWith = /^(?:(?:[Aa]re\s+you|[Ss]o)\s+)?[Ss]till\s+(?:with|at|in|on|part\s+of)\s+(?:the\s+)?(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3})\s*\?$/u.exec(question.trim());
  const leftIt = stillWith ? /^(\s*(?:(?:no|nope|nah)\s*[,.!]?\s+)?(?:I|we)\s+(?:have\s+|'ve\s+)?(?:left|quit))(?=\s*(?:,|and\b|\.|$))/iu.exec(answer) : null;
  if (stillWith && leftIt) return `${leftIt[1]} ${stillWith[1]}${answer.slice(leftIt[0].length)}`;
  // ("How is life at Deloitte?" / "Busy, audit season is brutal.": the question knows where one works.)
  // ("How's Bristol treating you?" / "Loving it": the question knows where one lives.)
  const treating = /^how(?:'s|\s+is)\s+(?!(?:life|work|uni|school|college|everything|things|it|the|your|my|that|this|retirement|parenthood|marriage)\b)(\p{L}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\s+treating\s+you\s*\?$/iu.exec(question.trim());
  if (treating && !/^\s*(?:no|nope|not|i\s+left|i've\s+left|i\s+moved)\b/i.test(answer) && !answer.toLowerCase().includes(treating[1]!.toLowerCase())) return `I live in ${capitalize(treating[1]!)}. ${answer}`;
  const lifeAt = /^[Hh]ow(?:'s|\s+is)\s+(?:life|work|the\s+(?:new\s+)?job|everything|things)\s+at\s+(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3})\s*\?$/u.exec(question.trim());
  if (lifeAt && !/^\s*(?:no|nope|not|i\s+left|i've\s+left|i\s+quit)\b/i.test(answer)) return `I work at ${lifeAt[1]}. ${answer}`;
  const first = /^\s*([^.!?]+)([.!]?)(.*)$/su.exec(answer);
  if (!first) return undefined;
  const fragment = first[1]!.trim().replace(/^(?:yes|yeah|yep|sure|oh|um|well|ha|haha)(?:\s+please)?\s*[,!]?\s+/i, '');
  let rest = first[3] ?? '';
  // ("When is your housewarming?" / "It is on June 8, come along!": "it" is the thing asked about.)
  // ("What is the wifi password?" / "It is bluebird42.": the thing's, when the question names no owner.)
  const itsAnswer = /^(?:it's|it\s+is|it\s+will\s+be)\s+(.+)$/i.exec(fragment);
  const asked = /^(?:when|what|where)(?:'s|\s+is)\s+(your|the)\s+([\p{L}' -]{2,40}?)(?:\s+(?:now|these\s+days))?\s*\?$/iu.exec(question.trim());
  if (itsAnswer && asked) return `${/^your$/i.test(asked[1]!) ? 'My' : 'The'} ${asked[2]} is ${itsAnswer[1]}.${rest}`;
  // ("Helen Park, she is great.", "Fourteen, I keep buying more.": the answer is what comes before the comma; what
  // follows it, when it is a sentence, is said after.)
  const head = fragment.split(/\s*,(?!\d{3}\b)\s*/)[0]!;
  if (!head || /^(?:no|nope|not)\b/i.test(head) || SENTENCE_WORDS.test(head) || head.split(/\s+/).length > 10) return undefined;
  const tail = fragment.slice(fragment.indexOf(head) + head.length).replace(/^\s*,\s*/, '');
  if (tail && SENTENCE_WORDS.test(tail) && !/^(?:since|because|as|when|while|if|though|although|after|before|until|unless|so|and|but|or|in|on|at|for|from|with)\b/i.test(tail)) rest = ` ${capitalize(tail)}${first[2] || '.'}${rest}`;
  // ("the 1975 obviously", "sage green I think": how sure the speaker is, no part of the answer.)
  const np = head.replace(/^(A|An|The)\s/, (article) => article.toLowerCase()).replace(/\s+(?:obviously|definitely|probably|of course|for sure|tbh|lol|haha|I think|I guess|I reckon|innit|mate)$/i, '');
  // ("how many cats do you have again?": asked again, the same question.)
  const q = question.replace(/^(?:so|and|but|ok|okay)\s*,?\s+/i, '').replace(/\s+(?:again|then)\s*\?$/i, '?').trim();
  let said: string | undefined;
  let m: RegExpExecArray | null;
  if ((m = /^(?:what|how\s+much|who)(?:'s|\s+is)\s+your\s+([\p{L}' -]{2,40}?)(?:\s+(?:now|these\s+days|at\s+the\s+moment))?\s*\?$/iu.exec(q))) said = `My ${m[1]} is ${np}`;
  // ("What's the door code?" / "4471": the thing's, when the question names no owner.)
  else if ((m = /^(?:what|how\s+much|who)(?:'s|\s+is)\s+the\s+([\p{L}' -]{2,40}?)(?:\s+(?:now|these\s+days|at\s+the\s+moment))?\s*\?$/iu.exec(q))) said = `The ${m[1]} is ${np}`;
  // ("Who are you working for these days?" / "Ocado", "Who do you support?" / "Leeds United".)
  else if ((m = /^who\s+(?:are\s+you\s+(working\s+for|supporting|banking\s+with|seeing|living\s+with)|do\s+you\s+(work\s+for|support|bank\s+with|follow|vote\s+for|live\s+with))(?:\s+in\s+the\s+[\p{L}' -]{2,30}?)?(?:\s+(?:now|these\s+days|at\s+the\s+moment))?\s*\?$/iu.exec(q))) {
    const verb = (m[1] ?? m[2]!).toLowerCase().replace(/^(\w+)ing\b/, (_v, stem: string) => (/^(?:liv|bank)$/.test(stem) ? (stem === 'liv' ? 'live' : stem) : stem === 'see' ? 'see' : stem));
    said = `I ${verb.replace(/^seeing$/, 'see')} ${np}`;
  }
  // ("Which company are you with now?" / "Unilever".)
  else if (/^(?:which|what)\s+(?:company|firm|employer|organi[sz]ation|agency|practice)\s+(?:are\s+you\s+(?:with|at|working\s+(?:for|at))|do\s+you\s+work\s+(?:for|at))(?:\s+(?:now|these\s+days|at\s+the\s+moment))?\s*\?$/iu.test(q) && /^\p{Lu}/u.test(head)) said = `I work at ${np}`;
  // ("What are you driving these days?" / "An old Volvo estate.")
  // ("What are you reading?" is what the book is now, not a habit: "I read a thriller" would be a past event.)
  else if ((m = /^what\s+are\s+you\s+(driving|riding|using|drinking|playing|watching|learning|studying|teaching)(?:\s+(?:now|these\s+days|at\s+the\s+moment))?\s*\?$/iu.exec(q))) said = `I ${({ driving: 'drive', riding: 'ride', using: 'use', drinking: 'drink', playing: 'play', watching: 'watch', learning: 'learn', studying: 'study', teaching: 'teach' } as Record<string, string>)[m[1]!.toLowerCase()]} ${np}`;
  // ("Where is Mia at school?" / "Hillside Primary.")
  else if ((m = /^[Ww]here\s+(?:is|does)\s+(\p{Lu}\p{Ll}+)\s+(?:at\s+school|go\s+to\s+school|at\s+uni(?:versity)?|at\s+college)\s*\?$/u.exec(q))) said = `${m[1]} goes to ${np}`;
  // ("How much do they pay you?" / "£28,000 a year".)
  else if (/^(?:how\s+much|what)\s+(?:do\s+(?:they|you)\s+(?:pay\s+you|earn|make|get\s+paid)|are\s+(?:they\s+paying\s+you|you\s+(?:paid|earning|making|on)))(?:\s+(?:now|these\s+days|there))?\s*\?$/i.test(q) && /^[$€£]\s?\d/.test(np)) said = `I earn ${np}${/\b(?:a|an|per)\s+(?:year|month|week|day|hour)\b/.test(np) ? '' : ' a year'}`;
  else if ((m = /^(?:your\s+)?favou?rite\s+([\p{L}' -]{2,30}?)\s*\?$/iu.exec(q))) said = `My favourite ${m[1]!.toLowerCase()} is ${np}`;
  else if ((m = /^how\s+many\s+([\p{L}' -]{2,30}?)\s+(?:do\s+you\s+have|(?:have\s+|'ve\s+)?you\s+got)(?:\s+now)?\s*\?$/iu.exec(q))) {
    // ("just two, Mochi and Pepper": two.)
    const count = NUMBER_WORD.exec(head.replace(/^(?:just|only)\s+/i, ''))?.[0];
    if (count) said = `I have ${count.toLowerCase()} ${m[1]}`;
  } else if ((m = /^(?:[Ww]here|[Ww]hereabouts)\s+(?:do\s+you\s+(live|work|stay|study|train|shop)|(?:are\s+)?you\s+(living|working|staying|studying|training|based))((?:\s+[\p{L}'-]+){0,3}?)(?:\s+(?:now|these\s+days|at\s+the\s+moment)(?:,?\s+\p{Lu}\p{Ll}+)?)?\s*\?$/u.exec(q))) {
    // ("Where are you living these days?": the verb in the present simple.)
    const verb = m[1]?.toLowerCase() ?? ({ living: 'live', working: 'work', staying: 'stay', studying: 'study', training: 'train', based: 'live' } as Record<string, string>)[m[2]!.toLowerCase()]!;
    // ("still in Hove": the adverb goes before the verb.)
    const adverb = /^(?:still|now|currently)\s+(?=(?:in|at|on|near)\s|\p{Lu})/iu.exec(np)?.[0] ?? '';
    const where = np.slice(adverb.length);
    const place = /^(?:in|at|on|near|for|with|from)\s/i.test(where) ? where : `${/^(?:live|stay)$/i.test(verb) ? 'in' : 'at'} ${where}`;
    said = `I ${adverb.toLowerCase()}${verb}${m[3] ?? ''} ${place}`;
  } else if ((m = /^when\s+(?:do|will)\s+you\s+([\p{L}'-]+)((?:\s+[\p{L}'-]+){0,4}?)\s*\?$/iu.exec(q))) {
    said = `I ${m[1]!.toLowerCase()}${m[2] ?? ''} ${onDay(np)}`;
  } else if ((m = /^when(?:'s|\s+is)\s+(your|the)\s+([\p{L}' -]{2,40}?)\s*\?$/iu.exec(q))) {
    said = `${/^your$/i.test(m[1]!) ? 'My' : 'The'} ${m[2]} is ${onDay(np)}`;
  } else if (/^(?:what|which)\s+[\p{L}-]+\s+(?:have\s+|'ve\s+|do\s+)?you\s+got(?:\s+(?:now|these\s+days))?\s*\?$/iu.test(q)) {
    said = `I have got ${/^(?:a|an|the|my)\s/i.test(np) ? np : `${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np}`}`;
  } else if (/^what\s+(?:do\s+you\s+do|are\s+you\s+doing)\s+(?:at|for)\s+(?:the|your)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s*\?$|^what(?:'s|\s+is)\s+your\s+(?:job|role|position)(?:\s+title)?\s*\?$/iu.test(q) && /^(?:an?\s+)?(?:[\p{L}-]+\s+){0,2}[\p{L}-]+$/u.test(np) && !/^[\p{Lu}\d]/u.test(head)) {
    // ("What are you doing at the agency?" / "junior copywriter": the job.)
    said = `I work as ${/^an?\s/i.test(np) ? np : `${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np}`}`;
  } else if ((m = /^(?:what|which)\s+(?:[\p{L}-]+\s+)?do\s+you\s+(drive|ride|use|drink|eat|play|watch|read|teach|study|own|have)((?:\s+[\p{L}'-]+){0,3}?)(?:\s+(?:now|these\s+days))?\s*\?$/iu.exec(q))) {
    said = `I ${m[1]!.toLowerCase()}${m[2] ?? ''} ${np}`;
  }
  // ("What bike are you riding?" / "A Specialized Allez": the thing one rides, drives or uses.)
  else if ((m = /^what\s+([\p{L}-]+)\s+are\s+you\s+(driving|riding|using|playing|running)(?:\s+(?:now|these\s+days|at\s+the\s+moment))?\s*\?$/iu.exec(q)) && /^(?:an?\s+|the\s+)?\p{Lu}/u.test(head)) said = `I ${({ driving: 'drive', riding: 'ride', using: 'use', playing: 'play', running: 'run' } as Record<string, string>)[m[2]!.toLowerCase()]} ${/^(?:a|an|the)\s/i.test(np) ? np : `a ${np}`}`;
  // ("When is choir practice?" / "Thursday evenings at the church hall": when the thing is.)
  else if ((m = /^[Ww]hen(?:'s|\s+is)\s+((?!your\b|the\b)[\p{Ll}' -]{2,40}?)\s*\?$/u.exec(q)) && /^(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?|(?:on|every)\s|\d)/.test(head)) said = `${capitalize(m[1]!)} is ${onDay(np)}`;
  // ("What rent do you pay?" / "£850 a month": what one pays.)
  else if (/^(?:what|how\s+much)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+do\s+you\s+pay(?:\s+(?:now|these\s+days))?\s*\?$/iu.test(q) && /^[$€£]\s?\d/.test(np)) said = `I pay ${np.replace(/\s+for\s+.*$/, '')}`;
  // ("Which uni did Sam pick?" / "Durham": where Sam studies.)
  else if ((m = /^(?:[Ww]hich|[Ww]hat)\s+(?:uni|university|school|college|nursery|academy)\s+(?:did|does|is)\s+(\p{Lu}\p{Ll}+)\s+(?:pick|choose|go\s+to|attend|at|going\s+to|start\s+at)\s*\?$/u.exec(q)) && /^\p{Lu}/u.test(head)) said = `${m[1]} ${/^(?:uni|university|college)$/i.test(q.split(/\s+/)[1]!) ? 'studies at' : 'goes to'} ${np}`;
  // ("Which running club are you in?" / "Hackney Harriers": a group one belongs to.)
  else if (/^(?:which|what)\s+(?:[\p{L}-]+\s+)?(?:club|choir|band|team|society|group|league|gym|union)\s+are\s+you\s+(?:in|with|part\s+of|a\s+member\s+of)(?:\s+(?:now|these\s+days))?\s*\?$/iu.test(q) && /^(?:the\s+)?\p{Lu}/u.test(head)) said = `I am a member of ${np}`;
  // ("How much are you paying for that place?" / "£950 a month": the rent.)
  else if (/^how\s+much\s+(?:are\s+you\s+paying|do\s+you\s+pay)\s+(?:for\s+(?:that|the|your)\s+(?:place|flat|room|house|apartment)|in\s+rent|for\s+rent)\s*\?$/iu.test(q) && /^[$€£]\s?\d/.test(np)) said = `My rent is ${np}`;
  // ("What time's book club Thursday?" / "7pm at mine": when the thing is.)
  else if ((m = /^what\s+time(?:'s|\s+is)\s+((?:the\s+)?[\p{L}' -]{2,40}?)(?:\s+(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tonight|tomorrow|today))?\s*\?$/iu.exec(q)) && /^(?:at\s+)?\d{1,2}(?:[.:]\d\d)?\s*(?:am|pm)?\b/i.test(head)) said = `${capitalize(m[1]!)} is ${/^at\s/i.test(np) ? np : `at ${np}`}`;
  // ("Any allergies I should know about?" / "Peanuts!": what the speaker is allergic to.)
  else if (/^(?:any|do\s+you\s+have\s+any)\s+(?:food\s+)?allergies\b[^?]*\?$/i.test(q) && !/^(?:none|nothing|nope|no)\b/i.test(head)) said = `I am allergic to ${np}`;
  return said ? `${said}.${rest}` : undefined;
}

const FROM_HEADING =
  /^\s*(?:(?:[Vv]oice|[Tt]ext|[Ff]orum|[Bb]log|[Qq]uick|[Ss]hort|[Ll]ong)\s+)?(?:[Uu]pdate|[Mm]essage|[Nn]ote|[Ee]mail|[Pp]ost|[Ll]etter|[Nn]ews|[Rr]eply|[Ww]ord|[Cc]omment|DM|[Tt]ext|WhatsApp)\s+(?:from|by)\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2})\s*:\s+(\S.*)$/u;
// ("RFC 12 (revised): ...": a word in brackets too.)
// ("HR ticket #3392: ...": a number sign too.)
const HEADING_LABEL = /^\s*(\p{Lu}[\p{L}\p{N}&/'.-]*(?:,?\s+(?:#?[\p{L}\p{N}&/'.-]+|\([\p{L}\p{N} .-]{1,20}\))){0,5})\s*:\s+(\S.*)$/u;
/** Words that make the text before a colon a sentence ("I have three pets: ..."), not a heading. */
const HEADING_NOT_LABEL =
  /\b(?:I|I'm|I've|me|my|we|our|us|you|your|he|she|his|her|they|their|it|is|are|was|were|am|be|have|has|had|do|does|did|will|would|can|could|should|must|said|says|told|asked|wrote|replied|answered|includes?|including|following|these|those|there|here)\b/i;

const capitalize = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/**
 * A sentence with a relative clause about a named antecedent gives that clause as a sentence of its own, and the main
 * clause without it: "My cousin Theo, who lives in Boulder, runs a gym." -> "My cousin Theo runs a gym.",
 * "My cousin Theo lives in Boulder."
 */
/** "Breakfast is porridge with honey, which I love": the thing named, then the speaker's liking of it. */
const WHICH_I_LIKE = /\b(?:is|are|was|were|'s)\s+((?:[\p{L}'-]+\s+){0,4}[\p{L}'-]+),\s+which\s+(I|we)\s+((?:really\s+|absolutely\s+|still\s+)?(?:love|like|adore|hate|enjoy|prefer|dislike|can't\s+stand))\s*([.!]?)\s*$/u;

function splitRelativeClauses(sentence: string): string[] {
  const liked = WHICH_I_LIKE.exec(sentence);
  if (liked) return [`${sentence.slice(0, liked.index + liked[0].indexOf(',')).trimEnd()}.`, `${liked[2]} ${liked[3]} ${liked[1]}.`];
  const m = RELATIVE_CLAUSE.exec(sentence);
  if (!m) return [sentence];
  const antecedent = m[1]!;
  const main = `${sentence.slice(0, m.index)}${antecedent}${m[3] ? ' ' : ''}${sentence.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ');
  return [main, `${antecedent} ${m[2]!.trim()}.`];
}

/**
 * The words people ask with ("where does she live", "where does he work", "what is his job title") in the content of
 * a fact whose verb said it another way ("moved to", "joined", "got promoted to"), so keyword matching finds it.
 */
function withCanonicalWording(content: string, claim: Claim, factType: ExtractedFact['factType'], person: boolean): string {
  const object = claim.object.trim().replace(/[,;:]+$/, '');
  // A plan ("will join Contoso") is not yet where one works.
  if (!object || factType !== 'fact') return content;
  const gloss =
    // (A thing that moved is not said to live somewhere: "the office has moved to Bristol"; a name or a relative may be a
    // person, typed later.)
    claim.attribute === 'lives_in' && person && !/\b(?:live|lives|lived|living)\b/i.test(content)
      ? `lives in ${object}`
      : claim.attribute === 'works_at' && !claim.negated && !/\bworks? (?:at|for)\b/i.test(content)
        ? `works at ${object}`
        : claim.attribute === 'role' && !/\bjob title\b/i.test(content)
          ? `job title: ${object.split(/\s+(?:at|for|with)\s+(?=\p{Lu})/u)[0]}`
          : undefined;
  return gloss ? `${content.replace(/\.$/, '')} (${gloss}).` : content;
}

/**
 * "I'm rewatching The Office, it's my favorite show", "I'm into techno; it's my favorite genre now": what "it" names is
 * the favorite, said as a clause of its own.
 */
function namedFavorite(sentence: string): string {
  // "purple is Mira's favourite colour these days", "Thai is my favourite food now": the favourite named first.
  // ("not really, fontaines dc are my favourite band now": after a reply's opener, a name in lower case, said as plural.)
  sentence = sentence.replace(/^(\s*(?:[\p{L}\s]{1,30}:\s*)?(?:(?:[Nn]o|[Nn]ot really|[Yy]es|[Yy]eah|[Ww]ell|[Hh]onestly|[Aa]ctually)[,!]?\s+)?)((?:\p{Lu}[\p{L}'-]*|\p{Ll}[\p{L}-]+)(?:\s+\p{Lu}[\p{L}'-]*){0,3}|\p{Ll}[\p{L}-]+\s+\p{Ll}[\p{L}-]+(?=\s+are\s))\s+(?:is|'s|are)\s+(?:(?:now|still|easily|definitely)\s+)?((?:my|our|his|her|their|\p{Lu}[\p{L}-]*'s)\s+(?:new\s+|all-time\s+)?(?:favou?rite|go-to)\s+[a-z]+(?:\s+(?!now\b|too\b|these\b|lately\b|by\b|of\b|for\b|in\b|after\b|since\b|ever\b|by\b|so\b|from\b)[a-z]+){0,2})\b(.*)$/u, (all, lead: string, thing: string, favorite: string, after: string) =>
    // ("... after all these years": how long is no part of the favourite.)
    /^(?:it|this|that|which|what|there|here|he|she|they|who)$/i.test(thing) ? all : `${lead}${favorite} is ${thing}${after.replace(/^\s+(?:after\s+all\s+(?:these|those)\s+years|after\s+all\s+this\s+time|of\s+all\s+time|by\s+far|hands\s+down)\b/i, '')}`);
  // "I'm obsessed with Hades these days, it's my new favorite game": the time words are not the thing.
  sentence = sentence.replace(/\s+(?:these days|lately|right now|at the moment|recently|nowadays|now)(?=\s*[,;]\s*(?:and\s+)?(?:it's|it is|that's|that is|which is)\s+(?:my|our|his|her|their)\s+(?:new\s+|all-time\s+)?(?:favou?rite|go-to)\s)/i, '');
  // ("I could eat pizza every day, it is my favourite food": the thing before how often.)
  return sentence.replace(/^(.*?\b((?:\p{Lu}[\p{L}'-]*)(?:\s+(?:of\s+|the\s+|and\s+)?\p{Lu}[\p{L}'-]*){0,4}|\p{Ll}[\p{L}-]+)(?:\s+(?:all the time|every\s+(?:single\s+)?(?:day|night|week|weekend|morning|evening)|daily|(?:once|twice)\s+a\s+(?:day|week)))?\s*)[,;]\s*(?:and\s+)?(?:it's|it is|that's|that is|which is|it's become|it has become|it became|that's become|it's now|which has become|he's|he is|she's|she is|they're|they are)\s+((?:my|our|his|her|their)\s+(?:new\s+|all-time\s+)?(?:favou?rite|go-to)\s+(?:way\s+to\s+[a-z]+(?:\s+(?:the|my|our|a|an)\s+[a-z]+)?|[a-z]+(?:\s+(?!now\b|too\b|these\b|lately\b|by\b|of\b|for\b|in\b)[a-z]+){0,2}))\b(.*)$/u, (_all, before: string, thing: string, favorite: string, after: string) => {
    // "going to Sightglass every morning; it's my favorite coffee shop now": the name before, not the last word.
    const names = /^\p{Ll}/u.test(thing) ? [...before.matchAll(/(?<!^\s*)\b\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,3}/gu)].filter((n) => !/^I(?:'|$)/.test(n[0])) : [];
    return `${before.trimEnd()}; ${favorite} is ${names.at(-1)?.[0] ?? thing}${after}`;
  });
}

/**
 * "Since moving to Calgary last fall I really miss seafood": a lead-in that says the speaker moved is a sentence of its
 * own ("I moved to Calgary last fall." and "I really miss seafood").
 */
const MOVED_LEAD =
  /^(\s*)(?:[Ee]ver\s+)?(?:[Ss]ince|[Aa]fter|[Nn]ow that)\s+(?:moving|relocating|having moved|having relocated|(?:I|we)(?:'ve|\s+have)\s+(?:moved|relocated))\s+((?:back\s+|out\s+|over\s+)?(?:to|into)\s+\p{Lu}[\p{L}'-]*(?:\s+(?!I\b)\p{Lu}[\p{L}'-]*){0,2}(?:\s+(?:last|this|in)\s+[\p{L}\d]+)?),?\s+(?=\S)/u;

/** "my brother Karim in Dubai": a relative of one's own named with the place they are in, where they live. */
const KIN_IN_PLACE =
  /\b([Mm]y|[Oo]ur)\s+(brother|sister|cousin|uncle|aunt|nephew|niece|son|daughter|mum|mom|dad|father|mother|grandma|grandpa|grandmother|grandfather)\s+(\p{Lu}\p{Ll}+)\s+in\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)(?=\s*(?:[,.;!?—–]|$))/gu;

function impliedSentences(sentence: string): { before: string[]; sentence: string; after: string[] } {
  // "With two kids under five, what are easy dinners?": what the speaker has, said as the question's circumstance.
  const having = WITH_COUNT.exec(sentence);
  if (having) return { before: [`I have ${having[1]!} ${having[2]!}.`], sentence, after: [] };
  // "from my place in Queens to JFK": my place is home (a question's too).
  const place = MY_PLACE_IN.exec(sentence);
  const placeHome = place && !/\b(?:old|former|previous|last|parents'?|mum's|mom's|dad's)\s+$/i.test(sentence.slice(0, place.index)) ? `${/^my$/i.test(place[1]!) ? 'I live' : 'We live'} in ${place[2]!}.` : undefined;
  const lead = MOVED_LEAD.exec(sentence);
  // A question asserts nothing ("Can I read my Kindle books on it?"), but its lead-in may ("Since relocating to
  // Macclesfield, can I still use my Stockport library card?").
  // ("How do I free up storage on my Samsung Galaxy S21?": a device of one's own a question names is one used.)
  // (Not one a question moves things from: "How do I move my Spotify playlists to Apple Music?")
  const asked = /\?\s*$/.test(sentence) && !/\b(?:move|moving|transfer|transferring|import|importing|export|exporting|migrate|migrating|switch|switching|sync|syncing|copy|copying|from|into)\b/i.test(sentence) ? MY_MODEL.exec(sentence) ?? ((p) => (p && valueKind(p[1]!.toLowerCase()) === 'car' ? p : null))(MY_PRODUCT.exec(sentence)) : null;
  if (/\?\s*$/.test(sentence)) return { before: [...(placeHome ? [placeHome] : []), ...(lead ? [`I moved ${lead[2]!}.`] : []), ...(asked && !TRANSITION.test(sentence) && !/\b(?:sell|selling|sold|replace|replacing|upgrade|upgrading|swap|trade|old|previous|former)\b/i.test(sentence) ? [`I use ${asked[1]!}.`] : [])], sentence, after: [] };
  if (lead) return { before: [`I moved ${lead[2]!}.`], sentence: sentence.slice(lead[0].length), after: [] };
  const heldAtOn = HELD_AT_ON.exec(sentence);
  if (heldAtOn) {
    const [, before, verb, where, when, end] = heldAtOn as unknown as [string, string, string, string, string, string];
    return { before: [], sentence: `${before}${verb} ${when}${end}`, after: [`${before}${verb} ${where}.`] };
  }
  // "Now that I live in Calgary the winters are brutal": where the speaker lives, and what follows from it.
  const living = LIVE_LEAD.exec(sentence);
  if (living) return { before: [`${capitalize(living[1]!)} live in ${living[2]!}.`], sentence: sentence.slice(living[0].length), after: [] };
  // "After the move to Rotterdam I'm finally getting a car": the speaker moved there.
  const move = MOVE_LEAD.exec(sentence);
  if (move) return { before: [`${/^our$/i.test(move[1]!) ? 'We' : 'I'} moved to ${move[2]!}.`], sentence: sentence.slice(move[0].length), after: [] };
  // "Since joining McKinsey I'm on the road even more": the speaker works there now.
  const joined = JOINED_LEAD.exec(sentence);
  if (joined) return { before: [`I joined ${joined[1]!}.`], sentence: sentence.slice(joined[0].length), after: [] };
  // "Since switching to a standing desk my back pain is gone": the speaker switched, and uses it now.
  const switched = SWITCHED_LEAD.exec(sentence);
  if (switched) return { before: [`I switched to ${switched[1]!}.`], sentence: sentence.slice(switched[0].length), after: [] };
  // "As a teacher at Lincoln High I get summers off": where the speaker works, said as who they are.
  const asRole = AS_ROLE_AT.exec(sentence);
  if (asRole) return { before: [`${capitalize(asRole[2]!)} work at ${asRole[1]!}.`], sentence, after: [] };
  const implied: string[] = [];
  // "It's freezing here in Minneapolis", "settling into my new place in Amsterdam": where the speaker is, said in the
  // present with no stay named, is home.
  const here = HERE_IN.exec(sentence) ?? NEW_HOME_IN.exec(sentence) ?? COMMUTE_FROM.exec(sentence) ?? WHERE_I_LIVE_NAMED.exec(sentence);
  if (here && !TEMPORARY_STAY.test(sentence) && !/\b(?:was|were|had|went|visited|blast|enjoying|touring|exploring)\b/i.test(sentence)) {
    implied.push(`I live in ${here[1]!}.`);
  }
  // "My iPhone 11 battery drains fast": a device of a model named in passing is one the speaker uses (not when the
  // sentence says it changed: "switched from my iPhone 11 to a Pixel 8").
  const product = MY_PRODUCT.exec(sentence);
  // A brand before the device it makes ("my Bose headphones") is a device too, known brand or not.
  const device = MY_MODEL.exec(sentence) ?? (product && (valueKind(product[1]!.toLowerCase()) || /\s(?:bike|laptop|tablet|console|headphones|earbuds|camera)$/.test(product[1]!)) ? product : null);
  if (device && !TRANSITION.test(sentence) && !/\b(?:sold|selling|traded|trading|gave away|lost|broke|broken|stolen|returned|old|previous|former|upgrad\w*|swap\w*|ditch\w*|dump\w*|replac\w*|retir\w*|got rid of|gave up)\b/i.test(sentence)) {
    implied.push(`I use ${device[1]!}.`);
  }
  // "I just got a Pixel 8 and love the camera": a well-known product of a kind one got is the one one uses now.
  const got = GOT_PRODUCT.exec(sentence);
  if (got && valueKind(got[1]!.toLowerCase()) && !/\b(?:for (?:my|his|her|their|our)\s+(?:son|daughter|kids?|children|wife|husband|partner|mum|mom|dad|mother|father|sister|brother|friend)|as a gift|gift)\b/i.test(sentence)) {
    implied.push(`I now use ${got[1]!}.`);
  }
  // "My new employer, Bosch, has a free canteen": the employer named in passing.
  const named = NAMED_IN_PASSING.exec(sentence);
  if (named) implied.push(`${/^my$/i.test(named[1]!) ? 'I' : 'We'} ${/^(?:school|university|college)$/i.test(named[2]!) ? 'attend' : 'work at'} ${named[3]!}.`);
  // "please send it to my home address: 14 Rose Street, Edinburgh", "my address has changed to 3 Harbour Road": where
  // the speaker lives.
  const address = MY_ADDRESS.exec(sentence);
  if (address) implied.push(`I ${/chang|now|new/i.test(address[1]!) ? 'now ' : ''}live at ${address[2]!.replace(/[.!]+$/, '').replace(/^\p{Ll}/u, (c) => c.toUpperCase())}.`);
  // "My new job at PwC gives me 25 vacation days": where the speaker works.
  // ("I quit my job at Google", "I lost my job at Ford": a job left is no longer where one works.)
  const job = MY_JOB_AT.exec(sentence);
  if (placeHome) implied.push(placeHome);
  if (job && !/\b(?:quit|quitting|left|leaving|lost|losing|resigned|resigning|hate|hated|ended|ending|gave up|give up|giving up|walked out of|fired from|laid off from|finished|finishing|old|former|previous|last)\b/i.test(sentence.slice(Math.max(0, job.index - 30), job.index)) && !/\b(?:was|were|used to|had been)\b/i.test(sentence.slice(job.index, job.index + job[0].length + 20))) implied.push(`I work at ${job[1]!}.`);
  // "today's guest is Naomi Chen, a researcher at DeepMind": the person named and their job.
  const appositive = APPOSITIVE_ROLE.exec(sentence);
  if (appositive && !NOT_NAMES.has(appositive[1]!.split(' ')[0]!) && appositive.index > 0) {
    const role = /^an?\s/i.test(appositive[2]!) ? appositive[2]! : `${/^[aeio]/.test(appositive[2]!) ? 'an' : 'a'} ${appositive[2]!}`;
    // "chief financial officer of Equinor": the officer is one at Equinor.
    implied.push(`${appositive[1]!} is ${role} ${appositive[3] === 'of' ? 'at' : appositive[3]!} ${appositive[4]!.replace(/\.+$/, '')}.`);
  }
  const moved = MOVED_THING.exec(sentence);
  const replacing = moved ? null : REPLACING_IN.exec(sentence);
  // "Ola moved her accounts from Nordea to DNB": the sentence's own fact is Ola's; "her accounts" says nothing more.
  const change = moved && !/^(?:my|his|her)\s/i.test(moved[2]!)
    ? { plan: moved[1], thing: moved[2]!, from: moved[3]!, to: moved[4]! }
    : replacing && { plan: replacing[1], thing: replacing[4]!.replace(/^all\s+(?:(?:the|our|their)\s+)?/i, ''), from: replacing[2]!, to: replacing[3]! };
  const after = change
    ? [
        // "moved backups off S3": "the backups", which use it, as "backups are stored in S3" said them.
        /^[\p{Ll}-]+s$/u.test(change.thing)
          ? `The ${change.thing} ${change.plan ? 'will use' : 'now use'} ${change.to.replace(/\.+$/, '')} instead of ${change.from.replace(/\.+$/, '')}.`
          : `${capitalize(change.thing)} ${change.plan ? 'will use' : 'now uses'} ${change.to.replace(/\.+$/, '')} instead of ${change.from.replace(/\.+$/, '')}.`,
      ]
    : [];
  // "we are rewriting the dashboard in React": the dashboard is built with React from now on.
  // ("we've decided to move the public API to GraphQL": software moved to a name is rewritten in it, or run on it.)
  const rewritten = change ? null : REWRITING_THING.exec(sentence) ?? MOVING_SOFTWARE.exec(sentence);
  if (rewritten) after.push(`${capitalize(rewritten[1]!)} now uses ${rewritten[2]!.replace(/\.+$/, '')}.`);
  // "I changed my default search engine to DuckDuckGo": the thing now has the new value (as "my default search engine
  // is Google" said before).
  const changed = CHANGED_THING.exec(sentence);
  if (changed && !change) {
    const [, actor, owner, thing, to] = changed as unknown as [string, string | undefined, string, string, string];
    const value = to.replace(/\.+$/, '');
    // "Dana switched her phone plan": Dana's.
    const named = actor && !/^(?:I|we|he|she|they)$/i.test(actor) && /^(?:his|her|their)$/i.test(owner) ? actor : undefined;
    const pronoun = OWNER_PRONOUN[owner.toLowerCase()] ?? 'They';
    // A product someone uses as their browser or search engine is said the way "Chrome is my browser" was read.
    after.push(
      USED_AS.test(thing)
        ? `${named ?? pronoun} now ${named || /^(?:He|She)$/.test(pronoun) ? 'uses' : 'use'} ${value} as ${owner.toLowerCase()} ${thing}.`
        // ("We switched our son to Riverside Primary": a child moved to a school goes there now.)
        : CHILD.test(thing) && /^\p{Lu}/u.test(value)
          ? `${named ? `${named}'s` : capitalize(owner)} ${thing} now goes to ${value}.`
          : `${named ? `${named}'s` : capitalize(owner)} ${thing} is now ${value}.`,
    );
  }
  // "we hired Spoon & Co as the caterer": who fills the role now.
  const hired = HIRED_AS.exec(sentence) ?? REPLACED_AS.exec(sentence);
  if (hired && !/\b(?:not|never|didn't|won't|might|may|could|should|considering|thinking)\b/i.test(sentence.slice(0, hired.index))) {
    // "as our new snack vendor, replacing Snackwise": the role's holder changed, and from whom.
    const replaced = /\b(?:replacing|instead of|in place of)\s+(\p{Lu}[\p{L}&.'-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&.'-]*){0,3})/u.exec(sentence.slice(hired.index + hired[0].length));
    after.push(`The ${hired[2]!} is ${/\snew\s/.test(hired[0]) || replaced ? 'now ' : ''}${hired[1]!}${replaced ? ` instead of ${replaced[1]!}` : ''}.`);
  }
  // "Kim's fourth grandchild was born in June": Kim now has four.
  const born = ORDINAL_BORN.exec(sentence);
  if (born) {
    const who = OWNER_PRONOUN[born[1]!.toLowerCase()] ?? born[1]!.replace(/'s$/, '');
    after.push(`${who} now ${/^(?:I|We|They)$/.test(who) ? 'have' : 'has'} ${ORDINAL_COUNT[born[2]!.toLowerCase()]!} ${pluralNoun(born[3]!)}.`);
  }
  // "the Garcias adopted a second dog in spring": they now have two.
  const more = ORDINAL_MORE.exec(sentence);
  if (more && !/\b(?:no|not|never|didn't|won't|wouldn't|might|may|could|should|want|wants|plan|plans|thinking)\b/i.test(sentence.slice(0, more.index + more[0].length))) {
    const who = more[1]!;
    const plain = /^(?:I|we|they)$/i.test(who) || (/s$/.test(who) && !/^(?:he|she)$/i.test(who) && !/^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(who)) ? 'have' : 'has';
    after.push(`${capitalize(who)} now ${plain} ${ORDINAL_COUNT[more[2]!.toLowerCase()]!} ${pluralNoun(more[3]!)}.`);
  }
  // "I ran 3:52 in Berlin, a new marathon PR": the record is that now.
  const record = NEW_RECORD.exec(sentence);
  if (record) after.push(`${/^i$/i.test(record[1]!) ? 'My' : 'Our'} ${record[3]!} is now ${record[2]!}.`);
  // "Orsted has appointed Ingrid Holm as its new chief financial officer": she is now one there.
  const appointed = APPOINTED_AS.exec(sentence);
  if (appointed && !NOT_NAMES.has(appointed[2]!.split(' ')[0]!)) {
    const role = appointed[3]!.replace(/^(?:its|their|our|the)\s+(?:new\s+)?/i, '');
    after.push(`${appointed[2]!} is now ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role} at ${appointed[1]!}.`);
  }
  // "Hana Sato writes from Osaka, where she lives with two cats": she lives there.
  const home = WHERE_HOME.exec(sentence);
  if (home) after.push(`${capitalize(home[2]!)} ${/^(?:I|we|they)$/i.test(home[2]!) ? 'live' : 'lives'} in ${home[1]!}.`);
  // "we switched coffee suppliers to Roast Republic": the supplier now.
  const suppliers = SWITCHED_KIND_TO.exec(sentence);
  if (suppliers && !changed && !change) {
    const we = /^i$/i.test(suppliers[1]!);
    after.push(`${we ? 'I' : 'We'} now use ${suppliers[3]!.replace(/\.+$/, '')} as ${we ? 'my' : 'our'} ${suppliers[2]!.replace(/s$/, '')}.`);
  }
  // "Chen Wei worked under me at Baidu, where he is a senior engineer": he is one at Baidu.
  const where = WHERE_ROLE.exec(sentence);
  if (where) after.push(`${capitalize(where[2]!)} ${where[3]!} ${where[4]!.replace(/[.!]+$/, '')} at ${where[1]!}.`);
  // "Now that I'm at a startup called Ramp": where the speaker works.
  const called = AT_COMPANY_CALLED.exec(sentence) ?? NEW_JOB_WITH.exec(sentence) ?? AT_WORK_WE.exec(sentence) ?? COMMUTE_TO_WORK.exec(sentence) ?? PERKS_AT.exec(sentence) ?? OFFICE_WHERE_I_WORK.exec(sentence) ?? STAFF_FACILITY_AT.exec(sentence) ?? WORKMATE_AT.exec(sentence);
  if (called) implied.push(`I work at ${called[1]!}.`);
  // "Moving to Bangalore was the best decision": the speaker moved there.
  const moving = MOVING_WAS.exec(sentence);
  if (moving) implied.push(`I moved to ${moving[1]!}.`);
  // The implied claims come first: the sentence's own facts follow from them.
  return { before: implied, sentence, after };
}
const SWITCHED_LEAD =
  /^\s*(?:[Ee]ver\s+)?(?:[Ss]ince|[Aa]fter|[Nn]ow that)\s+(?:switching|changing|moving over|upgrading|I switched|I changed|I moved over|I upgraded|I've switched)\s+to\s+((?:an?\s+|the\s+|my\s+)?[\p{L}\p{N}&.'+-]+(?:\s+[\p{L}\p{N}&.'+-]+){0,3}?),?\s+(?=(?:my|our|I|I'm|I've|we|it|the|things|life|everything)\b)/u;
const JOINED_LEAD =
  /^\s*(?:[Ee]ver\s+)?(?:[Ss]ince|[Aa]fter|[Nn]ow that)\s+(?:joining|starting at|having joined|I joined|I started at|I've joined)\s+((?!I\b|I')\p{Lu}[\p{L}&.'-]*(?:\s+(?!I\b|I')\p{Lu}[\p{L}&.'-]*){0,3}),?\s+(?=\S)/u;
/** "my iPhone 11", "my Galaxy S23 Ultra": a device named by its model. */
const MY_MODEL =
  /\b[Mm]y\s+(?:new\s+)?((?:\p{Lu}|i(?=\p{Lu}))[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2}\s+[A-Z]{0,2}\d{1,4}(?:[a-jl-z])?(?:\s+(?:Pro|Max|Plus|Mini|Ultra|Air|SE|Lite))*)\b(?!\s*(?:%|percent|years?|months?|days?|hours?|minutes?|km|miles?)\b)/u;
const SUBJECTLESS_STATE =
  /^(\s*(?:(?:[Yy]es|[Yy]eah|[Yy]ep|[Nn]ope|[Nn]o|[Ww]ell|[Ss]o|[Oo]k|[Oo]kay|[Gg]reat|[Gg]ood|[Aa]ctually|[Hh]onestly)[,!.]?\s+)*)((?:[Ss]till|[Nn]ow|[Cc]urrently)\s+)?([Ll]iving|[Ww]orking|[Bb]ased|[Ss]taying|[Ss]tudying|[Tt]eaching)\b(?=\s+(?:in|at|for|with|as)\s)/u;
const MET_PERSON =
  /\b(?:met|meet|ran into|bumped into|talked to|talked with|spoke to|spoke with|called|emailed|texted|hired|interviewed|introduced|[Cc]alled|[Ss]poke to|(?:[Cc]all|[Mm]essage|[Ee]-?mail|[Ll]etter|[Vv]isit)\s+from)\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+\s+\p{Lu}[\p{L}'-]+|\p{Lu}\p{Ll}+(?=\s+(?:today|yesterday|this\s+morning|this\s+afternoon|earlier|back)\b|\s*[:,]))\b/u;
/** "The bakery on Mill Road opened in 2019": a thing with a determiner, before its verb. */
const THING_SUBJECT =
  /^\s*((?:[Tt]he|[Tt]his)\s+(?:(?!(?:is|was|has|had|have|will|would|can|could|should|must|may|might)\s)\p{Ll}[\p{L}-]*\s+){0,2}(?!(?:is|was|has|had|have|will|would|can|could|should|must|may|might)\s)\p{Ll}[\p{L}-]*(?:\s+(?:on|in|at|of)\s+(?:the\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2})?)\s+(?:is|was|has|had|opened|closed|started|began|moved|got|won|became|\p{Ll}+ed)\b/u;
// ("Catching up with Lorenzo today. He lives in Turin": time spent with someone names them by a first name alone too.)
const SPENT_TIME_WITH =
  /\b(?:[Cc]atching up with|[Cc]aught up with|[Cc]atch up with|[Cc]hatted with|[Cc]hatting with|[Mm]et up with|(?:[Ll]unch|[Cc]offee|[Dd]inner|[Dd]rinks|a call|a chat|a catch-up|an hour) with|[Hh]eard from|[Vv]isited)\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+)?)\b(?!['’]s\b)/u;
// ("My boss at Infosys wants me to relocate", "my shifts at Boots", "Work at Amazon has been crazy": where one works.)
const MY_JOB_AT = /(?:\b[Mm]y\s+(?:new\s+|current\s+)?(?:job|position|role|internship|gig|boss|manager|line manager|supervisor|team lead|colleagues|coworkers|co-workers|shifts?|workplace)|^\s*(?:[Ww]ork|[Tt]he job))\s+(?:at|with)\s+(\p{Lu}[\p{L}&.'-]*(?:\s+(?:&\s+)?(?!I\b)\p{Lu}[\p{L}&.'-]*){0,3})/u;
const APPOSITIVE_ROLE = new RegExp(
  `((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\\.?\\s+)?\\p{Lu}\\p{Ll}+\\s+\\p{Lu}[\\p{L}'-]+),\\s+((?:an?\\s+)?(?:[A-Za-z-]+\\s+){0,3}(?:${ROLE_WORDS})(?:\\s+of\\s+[a-z-]+(?:\\s+[a-z-]+)?(?=\\s+(?:at|with|for)\\s))?)\\s+(at|with|for|of)\\s+(\\p{Lu}[\\p{L}&'-]*(?:\\.[a-z]{2,3})?(?:\\s+\\p{Lu}[\\p{L}&.'-]*){0,3})`,
  'u',
);
/** "we are replacing Material UI with Tailwind in the web app": the web app uses Tailwind. */
const REPLACING_IN =
  /\b(?:I|we|they|[Tt]he\s+team)\s+(?:(?:have|'ve|are|'re|just|finally|(will|'ll|decided to|agreed to|are going to|plan to))\s+)*(?:replacing|replaced|replace|swapping out|swapped out|swapping|swapped)\s+(\p{Lu}[\p{L}\d.+#-]*(?:\s+\p{Lu}[\p{L}\d.+#-]*)*)\s+(?:with|for)\s+(\p{Lu}[\p{L}\d.+#-]*(?:\s+\p{Lu}[\p{L}\d.+#-]*)*)\s+(?:in|on|for|across)\s+((?:the|our|their|all(?:\s+(?:the|our|their))?)\s+[\p{L}' -]{1,30}?)(?=\s*(?:$|[.,;!?]|\s+(?:by|from|next|this|starting|because)\b))/u;
/** Who "my", "our", "his", "her" name, as a sentence's subject. */
const OWNER_PRONOUN: Record<string, string> = { my: 'I', our: 'We', his: 'He', her: 'She', their: 'They' };
/** What "Chrome is my browser" names: a kind of product someone uses as theirs ("my podcast app", "our VPN provider"). */
const USED_AS_THING =
  '(?:main\\s+|default\\s+|daily\\s+|primary\\s+|usual\\s+)?(browser|editor|code editor|ide|phone|laptop|car|bank|email|email client|password manager|notes app|note-taking app|music app|streaming service|carrier|airline|search engine|messenger|chat app|(?:[a-z]+\\s+){1,2}(?:app|tool|client|service|provider|platform|player|reader|tracker))';
const USED_AS = new RegExp(`^${USED_AS_THING}$`, 'u');
/** The kind in a sentence said the way "Chrome is my browser" was read ("Mia uses Chrome as Mia's browser"). */
const USED_AS_KIND = new RegExp(`\\buses?\\s+.+?\\s+as\\s+(?:my|our|his|her|their|\\S+'s)\\s+${USED_AS_THING}(?:\\s+now)?\\.?$`, 'u');
/** "we are rewriting the dashboard in React", "they ported the mobile app to Kotlin". */
const REWRITING_THING =
  /\b(?:rewrote|rewritten|rewriting|rewrite|rebuilt|rebuilding|rebuild|reimplemented|reimplementing|reimplement|ported|porting|port|migrated|migrating|migrate)\s+((?:the|our|their)\s+[\p{L}' -]{1,40}?)\s+(?:in|to|with|using|onto|on)\s+(\p{Lu}[\p{L}\d#+.-]*(?:\s+\p{Lu}[\p{L}\d#+.-]*)?)/u;
/** "we've decided to move the public API to GraphQL", "we're switching our docs over to Notion": software, moved. */
const MOVING_SOFTWARE = new RegExp(`\\b(?:move|moved|moving|switch|switched|switching)\\s+((?:the|our|their)\\s+(?:[\\p{L}-]+\\s+){0,2}?${SOFTWARE_NOUNS})\\s+(?:over\\s+)?(?:to|onto)\\s+(\\p{Lu}[\\p{L}\\d#+.-]*(?:\\s+\\p{Lu}[\\p{L}\\d#+.-]*)?)`, 'u');
/** "My commute to the Microsoft campus takes an hour": where the speaker works, named by the way there. */
const COMMUTE_TO_WORK =
  /\b[Mm]y\s+(?:daily\s+|morning\s+)?(?:commute|drive|bus ride|train ride|ride|walk|bike ride)\s+to\s+(?:the\s+)?(\p{Lu}[\p{L}&.'-]*(?:\s+(?!I\b)\p{Lu}[\p{L}&.'-]*){0,2})\s+(?:office|offices|campus|headquarters|HQ|building|plant|factory|site|store|hospital)\b/u;
/** A clause said by a person, after an adverb at most ("now I'm ready", "I'll bring"): one that may be joined back. */
const SPEAKER_CLAUSE = /^\s*(?:(?:now|then|also|still|just|really|so)\s+)*(?:I|we|he|she|they)(?:'[a-z]+)?\s/i;
/** Two clauses of a sentence as one again, with the connector written between them. */
const joinClauses = (first: string, joint: string, second: string) => `${first.replace(/[.!]\s*$/, '')}${joint}${second}`;

/** "my place in Queens", "our flat on Rua Augusta": where the speaker lives. */
const MY_PLACE_IN = /\b([Mm]y|[Oo]ur)\s+(?:place|flat|apartment|house|home)\s+(?:in|on)\s+(?:the\s+)?(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2})/u;
/** A child of someone's, or their children. */
const CHILD = /^(?:(?:eldest|oldest|youngest|little|older|younger)\s+)?(?:son|daughter|kid|kids|child|children|boy|girl|boys|girls|twins)$/i;
/** "I changed my default search engine to DuckDuckGo", "she switched her phone plan to T-Mobile". */
const CHANGED_THING =
  /\b(?:(I|we|he|she|they|\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+)?)\s+(?:(?:have|has|had|'ve|just|finally|recently|also)\s+)*)?(?:changed|switched|set|updated|swapped|reset|changing|switching|setting)\s+(my|our|his|her|their)\s+((?:[a-z-]+\s+){0,3}[a-z-]+)\s+(?:over\s+)?to\s+((?:the\s+)?\p{Lu}[\p{L}\d.+&'-]*(?:\s+\p{Lu}[\p{L}\d.+&'-]*){0,3}|[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}(?=\s*(?:[.,;!?]|$)))/u;
/** "I switched jobs and I'm now with Bosch Rexroth": after a change of job, whom the speaker is with is the employer. */
const NEW_JOB_WITH =
  /\b(?:switched|changed|started|got|took|landed|found)\s+(?:jobs|a\s+new\s+job|employers|companies)\b.*?\bI(?:'m|\s+am|'ve\s+been|\s+have\s+been)\s+(?:now\s+)?(?:with|at|working\s+(?:at|for))\s+(\p{Lu}[\p{L}&.'-]*(?:\s+(?:&\s+)?(?!I\b)\p{Lu}[\p{L}&.'-]*){0,3})/u;
/** "At Deloitte we get a learning budget": where the speaker and their colleagues work, said in the present. */
const AT_WORK_WE =
  /^\s*At\s+(\p{Lu}[\p{L}&.'-]*(?:\s+(?:&\s+)?(?!I\b)\p{Lu}[\p{L}&.'-]*){0,3})\s*,?\s+(?:we|I)\s+(?:all\s+)?(?:get|have|use|work|are|do|can|must|need|pay|earn|receive|start|finish|get to|are allowed)\b/u;
/** "at Baidu, where he is a senior engineer": the role held there. */
const WHERE_ROLE = new RegExp(
  `\\bat\\s+(\\p{Lu}[\\p{L}&.'-]*(?:\\s+\\p{Lu}[\\p{L}&.'-]*){0,3}),\\s+where\\s+(he|she|they|I|we)\\s+(is|are|am|was|works as|work as)\\s+((?:an?\\s+)?(?:[A-Za-z-]+\\s+){0,3}(?:${ROLE_WORDS}))\\b`,
  'u',
);
/** "we switched coffee suppliers to Roast Republic", "I changed dentists to Dr Park": who or what fills the role now. */
const SWITCHED_KIND_TO =
  /\b(I|we)\s+(?:(?:have|'ve|just|finally|recently|also)\s+)*(?:switched|changed|swapped)\s+((?:[a-z-]+\s+)?(?:suppliers|providers|vendors|banks|carriers|gyms|dentists|doctors|vets|insurers|plans|caterers|cleaners|agencies|brokers|accountants|landlords|hosts|registrars|couriers|airlines))\s+to\s+((?:Dr\.?\s+)?\p{Lu}[\p{L}\d&.'-]*(?:\s+\p{Lu}[\p{L}\d&.'-]*){0,3})/u;
/** "I ran 3:52 in Berlin, a new marathon PR", "we hit 120 kg, a new team record": a result that is the new record. */
const NEW_RECORD =
  /\b(I|we)\s+(?:(?:just|finally|actually)\s+)?(?:ran|swam|rode|cycled|biked|rowed|lifted|benched|squatted|deadlifted|pressed|hit|scored|shot|finished(?:\s+in)?|clocked|did|threw|jumped|climbed|set|reached)\s+(?:a\s+)?(\d[\d:.,]*(?:\s*(?:kg|lbs?|pounds|km|miles?|minutes?|mins?|seconds?|secs?|points?|reps?|m))?)\b[^.!?;]*?,\s+(?:a\s+|my\s+|our\s+)?new\s+((?:[a-z0-9-]+\s+){0,2}?(?:PR|PB|personal best|personal record|record|best time|high score))\b/i;
/** "Orsted has appointed Ingrid Holm as its new CFO", "Contoso today named Dana Whitfield as its chief financial officer". */
const APPOINTED_AS = new RegExp(
  `(?:^|[:;,]\\s*)(\\p{Lu}[\\p{L}&.'-]*(?:\\s+\\p{Lu}[\\p{L}&.'-]*){0,3})\\s+(?:(?:has|have|today|just|officially|formally|recently)\\s+)*(?:appointed|appoints|named|names|hired|hires|promoted|promotes|tapped|taps|selected|chosen)\\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\\.?\\s+)?\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}[\\p{L}'-]+){1,2})\\s+(?:as|to be|to the role of|to)\\s+((?:(?:its|their|our|the)\\s+)?(?:new\\s+)?(?:[A-Za-z-]+\\s+){0,3}(?:${ROLE_WORDS}|VP|SVP|EVP|CEO|CTO|CFO|COO|CMO|CPO)(?:\\s+of\\s+[a-z-]+(?:\\s+[a-z-]+)?)?)\\b`,
  'u',
);
/** "Now that I live in Calgary the winters are brutal", "Since we live in Graz, ...": where the speaker lives. */
/** "After the move to Rotterdam, ...", "Since our relocation to Leeds ...": where the speaker moved. */
const MOVE_LEAD =
  /^\s*(?:[Aa]fter|[Ss]ince|[Ff]ollowing|[Ww]ith|[Nn]ow,?\s+after)\s+(the|my|our)\s+(?:big\s+|recent\s+|latest\s+)?(?:move|relocation)\s+(?:back\s+)?to\s+(\p{Lu}[\p{L}'-]*(?:\s+(?!I\b)\p{Lu}[\p{L}'-]*){0,2})\s*,?\s+(?=\S)/u;
const LIVE_LEAD =
  /^\s*(?:[Nn]ow that|[Ss]ince|[Ee]ver since)\s+(I|we)\s+(?:(?:now|currently)\s+)?(?:live|am living|'m living|are living|'re living)\s+in\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2})\s*,?\s+(?=\S)/u;
/** "hired Spoon & Co as the caterer", "went with Dr Park as our dentist": the role and who fills it. */
/** "Spoon & Co as the caterer", "Dr Park as our new dentist": who, and the role they fill (HIRED_AS, REPLACED_AS). */
const HOLDER_AS_ROLE =
  "((?:Dr\\.?\\s+)?\\p{Lu}[\\p{L}&.'-]*(?:\\s+(?:&\\s+)?\\p{Lu}[\\p{L}&.'-]*){0,3})\\s+as\\s+(?:the|our|their|my|his|her)\\s+(?:new\\s+)?([a-z]+(?:\\s+[a-z]+)?)(?=\\s*[.,;!]|\\s*$|\\s+(?:for|from|at|in|on|because|after|and|since|starting)\\b)";
const HIRED_AS = new RegExp(`\\b(?:hired|appointed|chose|picked|selected|booked|engaged|brought in|went with|signed|contracted|took on|switched to|named)\\s+${HOLDER_AS_ROLE}`, 'u');
/** "we replaced FedEx with DHL as our shipping carrier": the role and who fills it now. */
const REPLACED_AS = new RegExp(`\\b(?:replaced|swapped|switched)\\s+(?:\\p{Lu}[\\p{L}&.'-]*(?:\\s+(?:&\\s+)?\\p{Lu}[\\p{L}&.'-]*){0,3})\\s+(?:with|for|to)\\s+${HOLDER_AS_ROLE}`, 'u');
/** "the Garcias adopted a second dog", "we hired our third designer": one more of a thing someone has. */
const ORDINAL_MORE =
  /\b((?:[Tt]he\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?|I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey)\s+(?:(?:have|has|'ve|just|finally|recently|also|officially)\s+)*(?:adopted|bought|got|added|welcomed|hired|opened|acquired|rescued|had|took in|taken in|launched)\s+(?:a|an|their|our|my|his|her)\s+(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+([a-z]{3,})\b/u;
/** "Kim's fourth grandchild was born", "our second store opened": one more, said of the newest. */
const ORDINAL_BORN =
  /\b([Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?'s)\s+(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+([a-z]{3,})\s+(?:was born|arrived|opened|launched|joined|came along|is here)\b/u;
const ORDINAL_COUNT: Record<string, string> = { second: 'two', third: 'three', fourth: 'four', fifth: 'five', sixth: 'six', seventh: 'seven', eighth: 'eight', ninth: 'nine', tenth: 'ten' };
/** "dog" -> "dogs", "baby" -> "babies", "child" -> "children". */
function pluralNoun(noun: string): string {
  const irregular: Record<string, string> = { child: 'children', person: 'people', man: 'men', woman: 'women', mouse: 'mice', goose: 'geese', fish: 'fish', sheep: 'sheep' };
  if (irregular[noun]) return irregular[noun];
  if (/child$/.test(noun)) return `${noun}ren`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}
/** "My manager at Siemens wants a deck", "my team at Zalando": the people one works with name where one works. */
const WORKMATE_AT =
  /\b(?:[Mm]y|[Oo]ur)\s+(?:new\s+|current\s+)?(?:manager|boss|supervisor|line manager|team lead|team leader|tech lead|colleagues?|coworkers?|co-workers?|teammates?|team|department|director|skip-level|employer|HR department|HR team|HR)\s+(?:here\s+)?at\s+(\p{Lu}[\p{L}&.'-]*(?:\s+(?!I\b)\p{Lu}[\p{L}&.'-]*){0,2})/u;
/** "The canteen at Unilever only serves salads": a place only staff use, so where the speaker works. */
const STAFF_FACILITY_AT =
  /\b[Tt]he\s+(?:canteen|cafeteria|break room|staff room|staff kitchen|office kitchen|staff gym|employee gym|staff parking|employee parking)\s+(?:at|in)\s+(\p{Lu}[\p{L}&.'-]*(?:\s+(?!I\b)\p{Lu}[\p{L}&.'-]*){0,2})/u;
/** "the Nike office where I work", "at Siemens, where I work": the speaker's workplace named in passing. */
const OFFICE_WHERE_I_WORK =
  /\b(?:the\s+)?(\p{Lu}[\p{L}&.'-]*(?:\s+(?!I\b)\p{Lu}[\p{L}&.'-]*){0,2})(?:\s+(?:office|offices|building|campus|headquarters|HQ|site|plant|factory|store|branch|lab|warehouse|hospital|clinic)|,)\s+where\s+I\s+(?:now\s+|currently\s+|still\s+)?(?:work|am working|'m working)\b/u;
/** "from Osaka, where she lives", "to Kyoto, where they settled": where someone lives, said in a relative clause. */
const WHERE_HOME =
  /\b(?:in|from|to)\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2}),\s+where\s+(I|we|he|she|they)\s+(?:now\s+|still\s+|currently\s+|recently\s+|just\s+)?(?:lives?|living|moved|settled|relocated|(?:is|are|am)\s+based|(?:has|have)\s+lived)\b/u;
/** "I get 20 vacation days at Unilever": what an employee gets, and where. */
const PERKS_AT =
  /\bI\s+(?:get|have|receive|earn|got)\s+(?=[^.?!]{0,40}?\b(?:vacation|PTO|days off|holidays?|salary|bonus|benefits|insurance|leave|401k|pension|stock|equity|raise|paid time off)\b)[^.?!]{0,60}?\bat\s+(\p{Lu}[\p{L}&.'-]*(?:\s+(?!I\b)\p{Lu}[\p{L}&.'-]*){0,3})/u;
/** "Now that I'm at a startup called Ramp": the speaker's workplace named in passing. */
const AT_COMPANY_CALLED =
  /\bI(?:'m|\s+am|\s+work|'m\s+working|\s+joined|\s+started)\s+(?:now\s+)?(?:(?:doing|running|handling|managing|leading)\s+(?:the\s+|their\s+)?[a-z]+(?:\s+[a-z]+)?\s+for\s+)?(?:at|with|for)?\s*(?:a|an)\s+(?:[a-z-]+\s+){0,2}(?:startup|start-up|company|firm|agency|bank|hospital|clinic|studio|nonprofit|non-profit|consultancy|lab|shop|store|restaurant|bakery|school)\s+(?:called|named)\s+(\p{Lu}[\p{L}&.'-]*(?:\s+(?!I\b)\p{Lu}[\p{L}&.'-]*){0,3})/u;
const MOVING_WAS =
  /^\s*(?:Moving|Relocating|Moving back)\s+to\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2})\s+(?:was|has been|is|turned out)\b/u;
/** "my Fitbit", "my Kindle": a product named by its brand alone, used only when value-kinds.ts knows its kind. */
const MY_PRODUCT = /\b[Mm]y\s+(?:new\s+)?(\p{Lu}[\p{L}+]*(?:\s+\p{Lu}[\p{L}+]*){0,2}(?:\s+(?:road|gravel|mountain|electric)\s+bike|\s+(?:bike|laptop|tablet|console|headphones|earbuds|camera))?)\b/u;
/** "my new place in Amsterdam", "my apartment in Chicago": the speaker's home. */
/** "Commuting from Oxford to London every day", "my commute from Delft into Rotterdam": home is where one commutes from. */
const COMMUTE_FROM = /(?:^\s*[Cc]ommuting|\b(?:I|we)\s+(?:now\s+)?commute|\b[Mm]y\s+(?:daily\s+)?commute)\s+from\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2})\s+(?:to|into)\s/u;
// "my new place in Amsterdam", "The new flat in Bath has a garden", "our landlord in Bristol": home, said in passing.
const NEW_HOME_IN = /\b(?:(?:[Mm]y|[Oo]ur)\s+(?:new\s+)?(?:place|flat|apartment|house|home|condo|studio|landlord|landlady)|[Tt]he\s+new\s+(?:place|flat|apartment|house|home|condo|studio)|[Bb]ack\s+home)\s+in\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2})/u;
const NAMED_IN_PASSING =
  /\b([Mm]y|[Oo]ur)\s+(?:new\s+|current\s+)?(employer|company|workplace|firm|school|university|college)\s*,\s*(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3})\s*,/u;
/** "close to where I live", "near home": the speaker's home, named elsewhere in the turn. */
/** "That's where I live", "which is where we live now": the place named before is home. */
// ("That's where I'm renting at the moment": renting or based there too.)
const THAT_IS_WHERE_I_LIVE = /\b(?:that's|that is|it's|it is|which is)\s+(?:where\s+(I|we)(?:'m|'re|\s+am|\s+are)?\s+(?:now\s+|currently\s+)?(?:live|living|renting|rent|based)\b|where\s+(?:I'm|I\s+am|we're|we\s+are)(?=\s*[.!?]|\s*$)|(my|our)\s+(?:neighbou?rhood|area|part of town|home town|hometown|local area)\b|home\s+(?:for|to)\s+(?:me|us)\b)/i;
/** "I live close to the park": home is near a landmark of the place the turn is about. */
const LIVE_NEAR_LANDMARK = /\b(?:I|we)\s+(?:still\s+|currently\s+)?live\s+(?:close to|near|next to|right by|just off|around the corner from)\s+(?:the|a)\s+\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*)?(?=\s*[.!;,]|\s*$)/u;
/** "I live in the city centre": home is in a part of the place the turn is about. */
const LIVE_IN_PART = /\b(?:I|we)\s+(?:still\s+|currently\s+)?live\s+(?:right\s+)?(?:in|on)\s+(?:the\s+)?(?:city centre|city center|town centre|town center|old town|suburbs|outskirts|centre|center|north side|south side|east side|west side|edge of town)(?=\s*[.!;,]|\s*$)/;
const WHERE_I_LIVE = /\b(?:near|close to|around)\s+(?:where\s+(?:I|we)\s+live|(?:my|our)\s+(?:home|place|flat|apartment|house)|home)\b/i;
/** "a good dentist near Clapham, where I live": the place named before ", where I live". */
const WHERE_I_LIVE_NAMED = /\b(?:in|near|around|to|from|at)\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2}),?\s+where\s+(?:I|we)\s+(?:now\s+|currently\s+)?live\b/u;
const AS_ROLE_AT = new RegExp(`^\\s*[Aa]s\\s+an?\\s+(?:[a-z-]+\\s+){0,2}(?:${ROLE_WORDS})\\s+(?:at|with|for)\\s+(\\p{Lu}[\\p{L}&.'-]*(?:\\s+\\p{Lu}[\\p{L}&.'-]*){0,3}),?\\s+(I|we)\\b`, 'u');
// ("my address for the parcel: ...", "my new address for future parcels: ...": an address named for a purpose is still mine.)
const MY_ADDRESS = /\b[Mm]y\s+((?:new\s+)?(?:home\s+|postal\s+|mailing\s+)?address(?:\s+for\s+(?:the\s+|future\s+|all\s+|any\s+)?[a-z]+(?:\s+[a-z]+)?)?\s*(?::|is(?:\s+now)?|has\s+changed\s+to|changed\s+to|is\s+changing\s+to))\s*((?:\d{1,5}[a-z]?\s+\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,3}|(?:Calle|Carrer|Rua|Via|Viale|Corso|Rue|Avenida|Avenue|Strada|Ulica|ul)\s+(?:(?:de|del|la|das|do|da|di|des|du)\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2}\s+\d{1,5}[a-zA-Z]?)(?:,\s*(?!(?:Flat|Apt|Apartment|Unit|Suite|Apto|Room)\b)\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)?)/u;
const HERE_IN = /\b(?:here|over here|out here|up here|down here)\s+in\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2})/u;

/**
 * "The trams in Melbourne are packed every morning. Is cycling to work safe here?": a turn that says "here" in the
 * present and names one place after "in" says where the speaker is, and with no stay named, where they live.
 */
/** "I'm local", "we're locals", "I live locally": at home in the place a turn names. */
const LOCAL_HERE = /\b(?:I'm|I\s+am|(we're|we\s+are))\s+(?:a\s+)?locals?\b(?!\s+(?:to|in|at|for)\b)|\b(?:I|(we))\s+live\s+locally\b/;
function homeSaidHere(turn: string): string | undefined {
  // "a weekend trip from Chicago? I've lived here for six years": "lived here" says the one place named is home, trip
  // or not.
  // ("a bike route near Utrecht? That's where I live": that is the one place named.)
  // ("a pharmacy near Camden? I'm living there for now", "running routes around Richmond? I live close to the park":
  // there, or a place near home, is the one place named too.)
  // ("brunch places in Leith? I'm local": the speaker lives in the one place named.)
  if (LOCAL_HERE.test(turn) || /\b(?:I|we)(?:'ve|\s+have)?\s+(?:just\s+|recently\s+)?moved\s+(?:here|there)\b|\b(?:I|we)(?:'ve|\s+have)?\s+(?:now\s+|already\s+)?(?:lived|been\s+based|been\s+living)\s+(?:here|there)\b|\b(?:I|we)\s+(?:still\s+|currently\s+)?live\s+(?:here|there)\b|\b(?:I'm|I\s+am|we're|we\s+are)\s+(?:now\s+|currently\s+)?(?:based|living|renting|staying long-term)\s+(?:here|there)\b|\b(?:I|we)\s+(?:rent|own|have|share)\s+(?:a|an|the)\s+(?:flat|house|place|apartment|room|studio|cottage|bungalow)\s+(?:here|there)\b/i.test(turn) || THAT_IS_WHERE_I_LIVE.test(turn) || LIVE_NEAR_LANDMARK.test(turn) || LIVE_IN_PART.test(turn)) {
    // ("Which broadband providers cover Didsbury? I live just off the high street": a place a service covers too.)
    const places = new Set([...turn.matchAll(/\b(?:in|from|around|near|to|cover|covers|serve|serves)\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\b/gu)].map((m) => m[1]!).filter((p) => !MONTH_NAMES.includes(p) && !/^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|English|Spanish|French|German)$/.test(p)));
    if (places.size === 1) return [...places][0];
  }
  const near = WHERE_I_LIVE.test(turn);
  if (!near && !/\b(?:here|around here|near me|nearby|in (?:this|my|our) (?:city|town|area|neighbou?rhood))\b/i.test(turn)) return undefined;
  if (TEMPORARY_STAY.test(turn) || /\b(?:was|were|went|visited|visiting|trip|travel\w*|vacation|holiday|tour\w*|flew|flying|staying)\b/i.test(turn)) return undefined;
  // "routes around Ghent ... close to where I live": a place near home is named around it too.
  return onePlaceIn(turn, near);
}

/** The one place a turn names after "in" (or "around"), or undefined when it names none or several. */
function onePlaceIn(turn: string, around = false): string | undefined {
  const places = new Set([...turn.matchAll(around ? /\b(?:in|around)\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\b/gu : /\bin\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\b/gu)].map((m) => m[1]!).filter((p) => !MONTH_NAMES.includes(p) && !/^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|English|Spanish|French|German|Python|Java|JavaScript|Excel|Spring|Summer|Fall|Autumn|Winter|January|Q[1-4])$/.test(p)));
  return places.size === 1 ? [...places][0] : undefined;
}

/** "I live in a second-floor apartment": a home said by its kind, with no place. */
/** A gerund of one's home, work or studies as a sentence's subject or lead-in ("Living in Leeds ... is fine"); not a wish. */
const GERUND_LIFE =
  /(?:^|;)\s*([Ll]iving|[Ww]orking|[Ss]tudying)\s+(in|at|for)\s+(\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,2})\b(?=[^.!?]*\b(?:is|has been|was|means|makes|has|gets|can be|, I)\b)(?![^.!?]*\b(?:would|could|might|must be|sounds|seems)\b)/u;
/** "With two kids under five, ...", "With 3 dogs at home, ...": a count of one's own at a sentence's start. */
const WITH_COUNT =
  /^\s*[Ww]ith\s+(two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(kids|children|sons|daughters|dogs|cats|pets|cars|bikes|jobs|roommates|flatmates|grandchildren|grandkids)\b(?=[^.!?]*,)/;
/** "I just got a Pixel 8", "I finally bought an iPhone 15 Pro": a named product the speaker got. */
const GOT_PRODUCT =
  /^\s*I\s+(?:(?:just|finally|recently|have|'ve)\s+)*(?:got|bought|picked up|ordered|treated myself to)\s+(?:a|an|the|my)\s+(?:new\s+)?((?:\p{Lu}|i(?=\p{Lu}))[\p{L}\d+-]*(?:\s+(?:\p{Lu}[\p{L}\d+-]*|\d+[a-z]*))*)/u;
const GERUND_BASE: Record<string, string> = { living: 'live', working: 'work', studying: 'study' };
/** "Being a paralegal at Clifford Chance is exhausting": the speaker's role and employer, said as a gerund. */
const GERUND_ROLE = new RegExp(`^\\s*Being\\s+(an?\\s+(?:[a-z-]+\\s+){0,2}(?:${ROLE_WORDS}))\\s+(?:at|for|with)\\s+(\\p{Lu}[\\p{L}&.'-]*(?:\\s+\\p{Lu}[\\p{L}&.'-]*){0,3})\\b(?=[^.!?]*\\b(?:is|was|has been|means|can be|gets)\\b)`, 'u');
const LIVE_IN_DWELLING = new RegExp(
  `\\b(?:I|we)\\s+(?:now\\s+|currently\\s+|still\\s+)?(?:live|rent|'m living|am living|'re living|are living)\\s+in\\s+(?:a|an|the|my|our)\\s+(?:[\\w-]+\\s+){0,3}(?:${DWELLING_NOUNS})\\b`,
  'i',
);

/**
 * "Mira says purple is her favourite colour these days", "Tom told me he now lives in Leeds": what a named person is
 * reported to say of themself is their claim; "she"/"he" and "her"/"his" in it are the person.
 */
function reportedSpeech(sentence: string): string {
  // "The doctor said my cast now comes off on 3 April": what someone reports of the speaker's own is the speaker's claim.
  const told = /^(\s*(?:[\p{L}\s]{1,30}:\s*)?)(?:[Tt]he|[Mm]y|[Oo]ur)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:says|said|told me|told us|confirmed|mentioned|thinks|reckons|emailed|texted|messaged|wrote|rang to say|called to say|let me know|let us know|informed me|informed us|emailed to say|texted to say)\s+(?:that\s+)?(?=(?:[Mm]y|[Oo]ur|I|[Ww]e)\b)/u.exec(sentence);
  if (told) return `${told[1]}${sentence.slice(told[0].length)}`;
  const m = /^(\s*(?:[\p{L}\s]{1,30}:\s*)?)((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+(now\s+)?(?:says|said|tells me|told me|told us|tells us|mentioned|mentions|reckons|claims|confirmed|confirms|writes|wrote|reports|reported|emailed to say|writes to say)\s+(?:that\s+)?(?!(?:from|about|to|in|on|at|for|with|of|by|so|hi|hello|thanks)\b)(?=\p{Ll}|I\b)/u.exec(sentence);
  if (!m || NOT_NAMES.has(m[2]!.split(' ')[0]!)) return sentence;
  const name = m[2]!;
  const rest = sentence.slice(m[0].length);
  // The clause must be about the person: it names them by a pronoun ("she", "her favourite") or opens with their claim.
  if (!/\b(?:she|he|her|his)\b/i.test(rest)) return sentence;
  // ("Idris now says spring is his favourite season": what is now said is the claim now.)
  // ("Marisol said she's been at Evertec since June": "she's" is "she has" before a participle, else "she is".)
  const said = rest
    .replace(/\b(?:she|he)'s\s+(?=(?:been|got|gone|had|moved|started|left|joined|become|taken|switched|decided|changed|finished|quit|retired)\b)/gi, `${name} has `)
    .replace(/\b(?:she|he)'s\b/gi, `${name} is`)
    .replace(/\b(?:she|he)\b/gi, name).replace(/\b(?:her|his)\b/gi, `${name}'s`);
  return `${m[1]}${m[3] && !/\bnow\b/i.test(said) ? said.replace(/\s*([.!]?)\s*$/, ' now$1') : said}`;
}

/** "we reversed the Flutter decision; the app will be written in React Native": what follows replaces the reversed. */
function reversedDecision(sentence: string): string {
  return sentence.replace(/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:(?:we|I|they|the team|the board|management)\s+(?:have\s+|'ve\s+|has\s+)?)?(?:reversed|overturned|scrapped|abandoned|reconsidered|walked back|rolled back|undid|dropped|revisited|cancell?ed)\s+(?:the|our|my|that|this)\s+((?:\p{Lu}[\p{L}&.+'-]*\s+){0,2}\p{Lu}[\p{L}&.+'-]*)\s+(?:decision|plan|choice|idea|option|approach)\s*[;,:]\s*(?:and\s+|so\s+|instead\s*,?\s*)?(.+?)\s*([.!]?)\s*$/u, (_all, label: string, reversed: string, rest: string, end: string) => `${label}${rest} instead of ${reversed}${end}`);
}

/**
 * "We adopted another kitten, so that makes 4 cats now", "I planted two more, which makes 12 trees": the count the
 * speaker now has.
 */
function countMade(sentence: string): string {
  const who = /^\s*(?:[\p{L} ]{1,30}:\s*)?(?:\p{L}+,?\s+)?(I|we)\b/iu.exec(sentence)?.[1];
  if (!who) return sentence;
  return sentence.replace(/,?\s+(?:so\s+|and\s+)?(?:that|which|this)\s+makes\s+(?:it\s+)?((?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+\p{Ll}[\p{L}-]*s)\b(?:\s+(?:now|in total|altogether|total))?/u, (_all, count: string) => `, so now ${who.toLowerCase() === 'i' ? 'I' : 'we'} have ${count}`);
}

/**
 * "Peru makes it 23 countries now", "Japan is country number 24 for me": in one's own notes, the count one has reached.
 */
function countReached(sentence: string): string {
  const plural = (noun: string) => (/[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : /(?:s|sh|ch|x)$/.test(noun) ? `${noun}es` : `${noun}s`);
  return sentence
    .replace(/^(\s*)(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\s+makes\s+it\s+(\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(\p{Ll}[\p{L}-]*s)\b(?:\s+(?:now|in total|altogether))?/u, (all, space: string, name: string, count: string, things: string) =>
      NOT_NAMES.has(name) || /^(?:I|We|It|That|This)$/.test(name) ? all : `${space}I now have ${count} ${things}, with ${name}`)
    .replace(/^(\s*)(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\s+is\s+(?:my\s+)?(\p{Ll}[\p{L}-]*)\s+(?:number|no\.?|#)\s*(\d{1,4})(?:\s+for\s+me)?\b/u, (all, space: string, name: string, thing: string, count: string) =>
      NOT_NAMES.has(name) || /^(?:I|We|It|That|This)$/.test(name) ? all : `${space}I now have ${count} ${plural(thing)}, with ${name}`);
}

/**
 * "Lumen Coffee opened 6 more stores and now has 20", "we hired two more nurses and now have 14": the count now had is
 * of the things added (the number added is how it changed).
 */
function countAfterAdding(sentence: string): string {
  return sentence.replace(
    /\b(?:opened|added|hired|bought|planted|adopted|built|got|took on|launched|acquired|signed)\s+(?:another\s+)?(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of)\s+(?:more|new|additional)\s+(\p{Ll}[\p{L}-]*s)\b(?:\s+(?:this|last)\s+(?:year|month|week|quarter))?,?\s+and\s+(?:now\s+)?(has|have)\s+(\d[\d,]*)(?:\s+(?:in total|altogether|total))?(?=\s*[.;!?]|\s*$)/u,
    (_all, things: string, has: string, count: string) => `now ${has} ${count} ${things}`,
  ).replace(
    // "Crumb closed 7 shops and now operates 38", "we lost two drivers and have 9 left": the count left is of the things
    // taken away.
    /\b(?:closed|sold|lost|shut|cut|dropped|laid off|let go|retired|scrapped|shut down)\s+(?:another\s+)?(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of)\s+(\p{Ll}[\p{L}-]*s)\b(?:\s+(?:this|last)\s+(?:year|month|week|quarter))?,?\s+and\s+(?:now\s+)?(has|have|operates|operate|runs|run|employs|employ|owns|own)\s+(\d[\d,]*)(?:\s+(?:left|remaining|in total|altogether))?(?=\s*[.;!?]|\s*$)/u,
    (_all, things: string, has: string, count: string) => `now ${has} ${count} ${things}`,
  );
}

/** "They cancelled my driving test, the new date is 24 April": the new date is the date of the thing named before. */
function newDateOf(sentence: string): string {
  // ("New date for the cataract operation is Wed 2nd April": that thing is on that day now.)
  const named = new RegExp(`^(\\s*)(?:(?:the|a)\\s+)?new\\s+(?:date|day|time)\\s+(?:for|of)\\s+((?:my|our|his|her|their|the|your)\\s+(?:[a-z-]+\\s+){0,2}${EVENT_NOUN})\\s+(?:is|will\\s+be|has\\s+been\\s+set\\s+(?:for|as))\\s+`, 'i').exec(sentence);
  if (named) return `${named[1]}${named[2]!.replace(/^\w/, (c) => c.toUpperCase())} is now on ${sentence.slice(named[0].length)}`;
  const m = new RegExp(`\\b((?:my|our|his|her|their|the)\\s+(?:[a-z-]+\\s+){0,2}${EVENT_NOUN})\\b[^.;!?]*?[,;]\\s+(?:and\\s+|so\\s+)?the\\s+new\\s+(?:date|day|time)\\s+is\\s+`, 'i').exec(sentence);
  if (!m) return sentence;
  return `${sentence.slice(0, m.index + m[0].length).replace(/[,;]\s+(?:and\s+|so\s+)?the\s+new\s+(?:date|day|time)\s+is\s+$/i, '')}; ${m[1]} is now on ${sentence.slice(m.index + m[0].length)}`;
}

/** Things that happen on a day: an exam, an appointment, a flight. */
const EVENT_NOUN =
  '(?:test|exam|examination|appointment|interview|flight|meeting|review|session|hearing|surgery|operation|class|lesson|trip|launch|deadline|party|wedding|ceremony|game|match|concert|show|event|visit|check-up|checkup|call|date|presentation|demo|release|recital|race|marathon|defen[cs]e|graduation|audition|screening|scan|consultation|housewarming|barbecue|bbq|reunion|christening|baby shower|hen do|stag do|gig|recital|viewing|tasting|fundraiser|haircut|trim|massage|facial|manicure|pedicure|mot|MOT|smear test|jab|vaccination|booster|blood test)';
/** Who "my", "our", "his", "her", "their" name as the owner of a thing, said before it ("My", "Lea's"). */
const EVENT_ON_DATE = new RegExp(
  `\\b(I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey|\\p{Lu}\\p{Ll}+)(?:\\s+(?:will|am|are|is)|'ll|'m|'re|'s)?\\s+(?!(?:\\p{Ll}+ed|took|had|did|sat|went|got|made|was|were|ran|passed|failed|missed|moved|rebooked|rescheduled)\\b)\\p{Ll}+(?:\\s+(?:to|for|in))?\\s+(my|our|his|her|their|the|an?)\\s+((?:[\\p{L}'-]+\\s+){0,2}${EVENT_NOUN})\\s+((?:on|at|in|for)\\s+(?:the\\s+)?(?:\\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\\p{L}*\\b|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|next\\s|this\\s|tomorrow))`,
  'u',
);

/**
 * "I sit my CPA exam on 20 February", "Lea takes her driving test on 12 March": what is done on a day is the event the
 * day is the date of, said as "my CPA exam is on 20 February" is (so "I rebooked my CPA exam for 14 March" changes it).
 * Only the present or the future: "I passed my driving test on 12 March" is an episode.
 */
function eventOnDate(sentence: string): string {
  return sentence.replace(EVENT_ON_DATE, (all, who: string, owner: string, event: string, when: string) => {
    // ("he has his knee surgery on Tuesday": who "he" is, the clause reading resolves; "His knee surgery" would not.)
    if (/^(?:he|she|they)$/i.test(who)) return all;
    const named = !/^(?:I|we)$/i.test(who) && /^(?:his|her|their|the|an?)$/i.test(owner);
    // ("I'm running the Valencia marathon on December 1": "the" event one does is one's own.)
    if (owner === 'the' && !/\b(?:running|run|runs|racing|race|races|doing|do|does|taking|take|takes|sitting|sit|sits|having|have|has|attending|attend|attends)\s+the\s/.test(all)) return all;
    // ("We're hosting a housewarming on June 1": an event one hosts is one's own.)
    if (/^an?$/.test(owner) && !/\b(?:hosting|host|hosts|throwing|throw|throws|having|have|has|holding|hold|holds|organi[sz]ing|organi[sz]e|organi[sz]es|planning|plan|plans)\s+an?\s/.test(all)) return all;
    const own = owner === 'the' || /^an?$/.test(owner) ? (/^I$/i.test(who) ? 'my' : /^we$/i.test(who) ? 'our' : owner) : owner;
    if (!named && /^(?:the|an?)$/.test(own)) return all;
    return `${named ? `${who}'s` : capitalize(own)} ${event} is ${when}`;
  });
}

/**
 * "Gwen now keeps 7 beehives after two swarms were caught": a passive clause of when or why at the end of a sentence
 * tells no fact of its own and hides the one before it.
 */
function subordinatePassive(sentence: string): string {
  return sentence.replace(/,?\s+(?:after|once|when|since|because)\s+(?:(?:the|a|an|some|two|three|four|five|six|\d+|my|our|his|her|their|its)\s+)?(?:[\p{L}-]+\s+){1,3}?(?:was|were|had been|has been|have been|got)\s+\p{Ll}+(?:ed|en|wn|ught)\b[^.;!?,]*(?=\s*[.;!?]|\s*$)/u, '');
}

/** Followed by a day: "on 3 June", "next Friday", "on the 12th", a date the parser masked. */
const ON_A_DAY = String.raw`(?=(?:on|this|next)\s+(?:the\s+)?(?:\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\p{L}*\b|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|@date))`;

/** What is done on a day, named as the event: "move in" is a move-in, "arrive" an arrival. */
const DAY_EVENT: ReadonlyArray<[RegExp, string]> = [
  [/^mov(?:e|es|ing) in$/, 'move-in'], [/^mov(?:e|es|ing) out$/, 'move-out'], [/^arriv(?:e|es|ing)$/, 'arrival'], [/^(?:start|starts|starting|begin|begins|beginning)$/, 'start date'],
  [/^(?:graduate|graduates|graduating)$/, 'graduation'], [/^(?:retire|retires|retiring)$/, 'retirement'], [/^(?:return|returns|returning|come back|comes back|coming back)$/, 'return'],
  [/^mov(?:e|es|ing) into\s/, 'move-in'], [/^(?:get|gets|getting) married$/, 'wedding'], [/^(?:go|goes|going) on leave$/, 'leave'], [/^(?:check|checks|checking) in$/, 'check-in'], [/^(?:check|checks|checking) out$/, 'check-out'],
];
const DONE_ON_DAY = new RegExp(String.raw`\b((?:[Tt]he|[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?|I|[Ww]e)((?:'ll|'re|'m)?\s+(?:(?:will|is|are|am|now|also|still)\s+)*)(mov(?:e|es|ing) (?:in|out)|mov(?:e|es|ing) into\s+(?:the|our|my|a)\s+(?:new\s+)?(?:flat|house|place|apartment|home|office|building)|arriv(?:e|es|ing)|start|starts|starting|begin|begins|beginning|graduat(?:e|es|ing)|retir(?:e|es|ing)|return|returns|returning|com(?:e|es|ing) back|(?:get|gets|getting) married|(?:go|goes|going) on leave|check(?:s|ing)? (?:in|out))\s+${ON_A_DAY}`, 'u');
/**
 * "the new tenants move in on 1 April", "my sister arrives on 3 March": the event is what the day is the date of, said
 * as "the new tenants' move-in is on 1 April" (so "will now move in on 15 April" and "my sister's arrival got pushed to
 * 10 March" change it).
 */
function doneOnDay(sentence: string): string {
  return sentence.replace(
    DONE_ON_DAY,
    (all, who: string, aux: string, verb: string) => {
      if (/^(?:The|My|Our|His|Her|Their)$/.test(who) || (!/\s/.test(who) && !/^(?:I|we)$/i.test(who) && NOT_NAMES.has(who)) || /^(?:the|my|our|his|her|their)\s+(?:day|date|week|time|meeting|course|class|term|show|event|season)$/i.test(who)) return all;
      const event = DAY_EVENT.find(([re]) => re.test(verb))?.[1];
      if (!event) return all;
      // ("the kitchen renovation starts on April 8": a thing that starts on a day is on that day.)
      const people = /^(?:I|we)$/i.test(who) || (/^\p{Lu}/u.test(who) && !/^(?:The|My|Our|His|Her|Their)\s/.test(who)) ? true : /\b(?:tenants?|students?|guests?|staff|hires?|interns?|employees?|workers?|members?|kids?|children|son|daughter|sister|brother|mum|mom|dad|wife|husband|partner|friend|colleague|boss|nanny|cleaner|builders?|contractors?|parents?|family|cousin|aunt|uncle|grandma|grandpa|grandmother|grandfather|baby|girlfriend|boyfriend|fianc[ée]e?|flatmate|roommate|lodger|au pair|neighbou?rs?)$/i.test(who);
      if (!people && event === 'start date') return `${who} is ${/\bnow\b/.test(aux) ? 'now ' : ''}`;
      // ("my sofa will arrive on March 19": a thing that arrives is delivered, as "my sofa delivery is due on March 12".)
      if (!people && event === 'arrival' && /^(?:my|our|his|her|their|the)\s/i.test(who)) return `${capitalize(who)} delivery is ${/\bnow\b/.test(aux) ? 'now ' : ''}`;
      const owner = /^I$/.test(who) ? 'my' : /^we$/i.test(who) ? 'our' : /s$/.test(who) && /^(?:the|my|our|his|her|their)\s/i.test(who) ? `${who}'` : `${who}'s`;
      return `${capitalize(owner)} ${event} is ${/\bnow\b/.test(aux) ? 'now ' : ''}`;
    },
  );
}

/** "Sophie has decided she wants a black car instead": what one has decided one wants is what one wants now. */
function decidedThat(sentence: string): string {
  // "we decided every pull request needs two approvals", "the board agreed that all staff get ...": a rule decided on is
  // the rule now (no subject of its own said, so it is the clause's).
  sentence = sentence.replace(/\b(?:[Ww]e|I|[Tt]hey|[Tt]he\s+(?:team|board|committee|council|group|club))\s+(?:have\s+|'ve\s+|has\s+)?(?:now\s+|finally\s+|all\s+)?(?:decided|agreed)\s+(?:that\s+)?(?=(?:every|each|all|the|our|no)\s+\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*)?\s+(?:needs?|must|should|has to|have to|gets?|is|are|will)\b)/u, 'now ');
  return sentence.replace(/\b((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?|I|[Ww]e)\s+(?:has|have|'ve)\s+(?:now\s+|finally\s+)?decided\s+(?:that\s+)?(?:she|he|they|I|we)\s+(?=(?:wants?|prefers?|likes?|loves?|would rather)\s)/u, (all, who: string) =>
    /^(?:I|we)$/i.test(who) || !NOT_NAMES.has(who.split(' ')[0]!) ? `${who} now ` : all);
}

/** "New school year and a new school for me: I'm now teaching at Ashgrove Academy": a lead-in before the speaker's own. */
function colonLeadIn(sentence: string): string {
  return sentence
    .replace(/^\s*[^:;.!?]{31,90}:\s+(?=(?:I|I'm|I've|I'll|we|we're|we've|my|our)\s)/u, '')
    // ("... and I have to admit it: black garlic is my favourite ingredient now": what is admitted.)
    .replace(/^\s*[^:;.!?]{0,80}?\b(?:I\s+have\s+to\s+admit(?:\s+it)?|I\s+must\s+admit|I'll\s+admit\s+it|truth\s+be\s+told|confession|hot\s+take)\s*:\s+/iu, '');
}

/** "Kwame Mensah — Head of Data at Adyen (previously Booking.com)": what was before is no claim of now. */
function previouslyAside(sentence: string): string {
  return sentence.replace(/\s*\((?:previously|formerly|ex-?|before that|until recently|prev\.?)\s[^()]{1,60}\)/i, '');
}

/** Kinds of firm news prose puts before a firm's name: "Nairobi fintech Lendora", "bakery chain Crumb". */
const FIRM_KINDS = 'fintech|startup|start-up|company|firm|bank|lender|insurer|retailer|brand|chain|charity|nonprofit|non-profit|agency|publisher|label|supermarket|brewery|winery|distillery|airline|carmaker|automaker|manufacturer|developer|consultancy|operator|marketplace|unicorn|scale-up|scaleup';
/** Words news prose puts before a person's name to say what they are: "Leith baker", "goalkeeper", "Head coach". */
const DESCRIPTOR_ROLE = new RegExp(String.raw`(?:(?:[Ff]ormer|[Ee]x-|[Nn]ew|[Vv]eteran|[Ll]ocal|[Ss]enior|[Hh]ead|[Aa]ssistant)\s+)?(?:\p{Lu}\p{Ll}+\s+)?(?:[a-z-]+\s+)?(?:${ROLE_WORDS}|goalkeeper|keeper|centre-back|center-back|striker|midfielder|defender|winger|forward|full-back|fullback|batter|bowler|jockey|cyclist|runner|swimmer|skier|climber|sprinter|rower|captain|manager|singer|actor|actress|author|novelist|poet|artist|sculptor|painter|potter|farmer|crofter|florist|butcher|brewer|winemaker|entrepreneur|businesswoman|businessman|campaigner|councillor|activist|volunteer|nurse|midwife|vicar)`, 'u');
/**
 * "Leith baker Fiona Grant has ...", "Former goalkeeper Sara Lindqvist signed ...", "Head coach Baraka Otieno praised ...",
 * "Family-owned Panadería Lucero operates ...": what news prose says someone or something is, before the name, is no
 * part of the name.
 */
function descriptorBeforeName(sentence: string): string {
  return sentence.replace(DESCRIPTOR_BEFORE_NAME, (all: string, start: string) => (/^\s*(?:The|A|An|My|Our|His|Her|Their)\s/u.test(all.slice(start.length)) ? all : start));
}
const DESCRIPTOR_BEFORE_NAME = new RegExp(
  String.raw`^(\s*(?:[\p{L} ]{1,30}:\s*)?)(?:(?:\p{Lu}\p{Ll}+\s+)?(?:[a-z-]+\s+)?(?:${FIRM_KINDS})\s+(?=\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,2}(?:\s*,|\s+(?:now\s+|has\s+|have\s+)?\p{Ll}+(?:s|ed)\b))|(?:\p{Lu}\p{Ll}+-(?:owned|run|based|born|founded|winning|led)\s+|${DESCRIPTOR_ROLE.source}\s+)(?=(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+\s+\p{Lu}[\p{L}'-]+(?:\s*,|\s+\p{Ll})))`,
  'u',
);

/** An appositive after a name, said as a claim of its own: ", who lives above her shop", ", headquartered in Trondheim". */
const APPOSITIVE = /^((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}[\p{L}'&.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'&.-]*){0,3}),\s+(?:(?:aged\s+)?\d{1,3}|(who|which)\s+([^,;]{3,120})|((?:headquartered|based|located|founded|established|born|raised)\s+[^,;]{2,60})|((?:an?|the)\s+(?:[\p{L}-]+\s+){0,3}(?:\p{Ll}+(?:er|or|ist|ian|ant|(?<!m)ent)|head|chief|captain|lead)\s+(?:at|of|for|with)\s+\p{Lu}[^,;]{1,60})),\s+(?=\p{Ll}|[A-Z][a-z]+\b)/u;
/** Sentence adverbs a capitalised first word may be: "However, the ..." is no name with an appositive. */
const SENTENCE_ADVERB = /^(?:However|Moreover|Furthermore|Meanwhile|Therefore|Instead|Still|Yet|Also|Then|Now|Today|Yesterday|Tomorrow|Recently|Finally|Overall|Indeed|Thus|Hence|Otherwise|Similarly|Likewise|Nevertheless|Nonetheless|Additionally|Consequently|Importantly|Notably|Interestingly|Unfortunately|Fortunately|Sadly|Luckily|Honestly|Anyway|Besides|Again|Here|There|So|But|And|Or|Well|Yes|No|Oh|Ok|Okay)$/;
/**
 * "Fiona Grant, 42, who lives above her shop in Edinburgh, has been named ...", "Nordvik Robotics AS, headquartered in
 * Trondheim, today announced ...", "Panadería Lucero, founded in 1964, operates nine shops": an appositive between a
 * name and its verb is a claim of its own about the name ("Fiona Grant lives above her shop in Edinburgh"), and the
 * sentence goes on with the name (an age alone is left out).
 */
function nameAppositives(text: string): string {
  if (!text.includes(', ')) return text;
  return text.split(/(?<=[.!?])([ \t]+)(?=\p{Lu})|(\n)/u).map((piece) => (piece && piece.includes(', ') ? appositivesOf(descriptorBeforeName(piece)) : piece)).join('');
}

function appositivesOf(sentence: string): string {
  // ("PRESS RELEASE — Nordvik Robotics AS, headquartered in Trondheim, ...": a heading before it stays.)
  const lead = /^(\s*(?:[\p{L} ]{1,30}(?::|\s[—–-])\s*)?)/u.exec(sentence)![1]!;
  let rest = sentence.slice(lead.length);
  const claims: string[] = [];
  for (let i = 0; i < 3; i++) {
    const m = APPOSITIVE.exec(rest);
    if (!m || NOT_NAMES.has(m[1]!.split(/\s+/)[0]!) || SENTENCE_ADVERB.test(m[1]!.split(/\s+/)[0]!)) break;
    const [all, name, , relative, participle, role] = m as unknown as [string, string, string | undefined, string | undefined, string | undefined, string | undefined];
    if (relative) claims.push(`${name} ${relative.replace(/\b(?:her|his)\b/g, `${name}'s`)}`);
    else if (participle) claims.push(`${name} ${/^(?:founded|established|born|raised)\b/.test(participle) ? 'was' : 'is'} ${participle}`);
    else if (role) claims.push(`${name} is ${role}`);
    const after = rest.slice(all.length);
    // ("Fiona Grant, 42, who lives ...": after an age, the next appositive keeps its comma.)
    rest = !relative && !participle && !role && /^(?:who|which|headquartered|based|located|founded|established|born|raised|an?|the)\s/.test(after) ? `${name}, ${after}` : `${name} ${after}`;
  }
  if (rest === sentence.slice(lead.length)) return sentence;
  return `${lead}${[...claims, rest.replace(/\s*([.!?])?\s*$/, '')].join('. ')}${/[.!?]\s*$/.test(sentence) ? sentence.trim().slice(-1) : '.'}`;
}

/** "Liam Doyle (electrician) works for Sparks Ltd": what someone is, in brackets after the name, is no part of it. */
function roleAside(sentence: string): string {
  // ("Femi Adebayo (class of 2010) lives in Toronto": a year in it too.)
  // ("Priya Raman (2009) writes from Bangalore": a year alone.)
  return sentence.replace(/\b((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2})\s*\((?:(?:an?\s+)?\p{Ll}[\p{Ll}\d ,'-]{1,30}|'?(?:19|20)?\d{2})\)(?=\s+\p{Ll})/u, '$1');
}

/** "Society roll: Mrs Edna Price of Harrogate, member since 1998": a listed person of a place lives there. */
function nameOfPlace(sentence: string): string {
  return sentence.replace(
    /^(\s*)((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Miss)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2})\s+of\s+(\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+)?)(?=\s*,|\s*\.?\s*$)/u,
    (all, space: string, name: string, place: string) =>
      NOT_NAMES.has(name.split(' ')[0]!) || /(?:Ltd|Inc|Corp|Bank|Group|Institute|University|College|School|Council|Trust|Partners)$/.test(place) ? all : `${space}${name} lives in ${place}`,
  );
}

/** "joining us is Ruth Baker from Shell, where she heads sustainability": where she works. */
function fromWhereHeads(sentence: string): string {
  return sentence.replace(
    /(?:\b(?:[Jj]oining us(?:\s+today)?\s+(?:is|are)|[Pp]lease welcome|[Ww]elcome|[Ii]ntroducing|[Mm]eet)\s+)?\b((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2})\s+from\s+(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,2}),\s+where\s+(?:she|he|they)\s+(?=(?:heads|leads|runs|works|manages|is|was|has been|oversees|looks after)\b)/u,
    (all, name: string, org: string) => (NOT_NAMES.has(name.split(' ')[0]!) ? all : `${name} works at ${org}, where ${name} `),
  );
}

/** "Femi Adebayo has returned to Lagos", "we've moved back to Leeds": a move home again. */
function returnedTo(sentence: string): string {
  return sentence.replace(/\b(has|have|'s|'ve)\s+(?:now\s+|since\s+)?(?:returned|gone back|come back|moved back)\s+(?:home\s+)?to\s+(?=\p{Lu})/u, (_all, have: string) => `${have} moved back to `);
}

/** "we now get office supplies from Staples", "I cancelled Audible and get audiobooks from Libby": where things come from. */
function suppliedFrom(sentence: string): string {
  return sentence.replace(/(?:\b(?:I|[Ww]e|[Tt]he\s+(?:team|company|office|café|cafe|shop|restaurant|kitchen))\s+|^\s*|(?<=\band\s+))(?:(now|still|also|currently|usually|mostly)\s+)?(?:get|buy|order|source|purchase|gets|buys|orders|sources)\s+(?:all\s+)?(?:(?:our|my|the|its|their)\s+)?((?:[a-z-]+\s+){0,2}[a-z-]+s|(?:[a-z-]+\s+)?(?:lunch|breakfast|dinner|coffee|bread|milk|meat|fish|fruit|veg|wine|beer|takeaway|food|fuel|petrol|stationery))\s+from\s+(?=\p{Lu}|the\s+\p{Ll})/u, (_all, now: string | undefined, things: string) => `${things} ${now === 'now' ? 'now ' : ''}${/s$/.test(things) ? 'come' : 'comes'} from `);
}

/** "Roster: Tobias Berg (home: Malmö)", "Ana Ruiz (based in Porto)": where a listed person lives. */
function homeAside(sentence: string): string {
  return sentence.replace(
    /^(\s*)((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2})\s*\((?:home|lives in|living in|based in|based|resident in|home town|hometown|now in|now living in|now based in|now of)\s*:?\s*(\p{Lu}[\p{L}'-]*(?:[\s-]+\p{Lu}[\p{L}'-]*){0,2})\)/u,
    (all, space: string, name: string, place: string) => (NOT_NAMES.has(name.split(' ')[0]!) ? all : `${space}${name} lives in ${place}`),
  );
}

/**
 * "after the breach, staff must store passwords in 1Password instead of LastPass": what a group must do is, as a rule
 * of the place, what it does.
 */
function groupMust(sentence: string): string {
  return sentence.replace(
    /\b((?:all\s+)?(?:staff|employees|students|pupils|members|volunteers|workers|everyone|everybody|visitors|guests|contractors|interns|users|customers|tenants|residents|drivers|nurses|teachers))\s+(?:must|have to|are required to|are expected to|should)\s+(?!(?:now\s+)?(?:be|have|not|never|no)\b)(now\s+)?(?=\p{Ll}{3,}\s)/u,
    (_all, group: string, now: string | undefined) => `${group} ${now ?? ''}`,
  );
}

/**
 * "Sunita has taken over the mobile app from Greg": she now owns it (a group one leads is groupLeader's), so "Greg owns
 * the mobile app" (who owns the app, as the rule `owns` reads it) is what it changes.
 */
function tookOverFrom(sentence: string): string {
  return sentence.replace(
    /\b((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2})\s+(?:(?:has|have|had|just|now|officially|recently)\s+)*(?:taken over|took over|takes over|is taking over|inherited|inherits)\s+((?:the|our|their)\s+[\p{L}\d' -]{1,40}?)\s+from\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2})(?=\s*(?:[.,;!?]|$)|\s+(?:after|this|last|in|on|at|who|when)\b)/u,
    (all, name: string, thing: string, old: string) =>
      NOT_NAMES.has(name.split(' ')[0]!) || NOT_NAMES.has(old.split(' ')[0]!) ? all : `${name} now owns ${thing} instead of ${old}`,
  );
}

/** A service one firm does for a thing, said with the firm first. */
const SERVICE_PARTICIPLE: Record<string, string> = { cater: 'catered', sponsor: 'sponsored', host: 'hosted', supply: 'supplied', provide: 'provided', maintain: 'maintained', clean: 'cleaned', insure: 'insured', audit: 'audited', print: 'printed', deliver: 'delivered', organise: 'organised', organize: 'organized', design: 'designed', build: 'built', service: 'serviced', photograph: 'photographed', film: 'filmed' };
/**
 * "Bread & Butter is catering the gala dinner", "Acme Cleaning cleans the offices": what the thing is done by, said as
 * "the gala dinner is catered by Bread & Butter" is (so "the gala dinner will be catered by Rhubarb" changes it).
 */
function servedBy(sentence: string): string {
  return sentence.replace(
    /^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(\p{Lu}[\p{L}\d.'-]*(?:\s+(?:&\s+|and\s+)?\p{Lu}[\p{L}\d.'-]*){0,3})\s+(?:(is|are)\s+(now\s+)?([a-z]+?)(?:ing)|(now\s+)?([a-z]+?)e?s)\s+((?:the|our|their|its)\s+[\p{L}\d' -]{1,40}?)(?=\s*(?:[.,;!?]|$)|\s+(?:now|this|next|on|in|at|for|from|instead)\b)/u,
    (all, label: string, firm: string, _be: string | undefined, now1: string | undefined, ing: string | undefined, now2: string | undefined, verb: string | undefined, thing: string) => {
      const base = ing ?? verb!;
      const participle = SERVICE_PARTICIPLE[base] ?? SERVICE_PARTICIPLE[`${base}e`] ?? (/i$/.test(base) ? SERVICE_PARTICIPLE[`${base.slice(0, -1)}y`] : undefined);
      if (!participle || NOT_NAMES.has(firm.split(' ')[0]!) || /^(?:I|We|He|She|They)$/.test(firm)) return all;
      return `${label}${capitalize(thing)} ${/[^s]s$/.test(thing) ? 'are' : 'is'} ${now1 ?? now2 ?? ''}${participle} by ${firm}`;
    },
  );
}

const EVENT_BOOKED = new RegExp(`\\b(I|[Ww]e)(?:\\s+have|'ve got|\\s+have got|\\s+got|'ve)\\s+an?\\s+((?:[\\p{L}-]+\\s+){0,2}?${EVENT_NOUN})\\s+(?:booked|scheduled|planned|set|arranged|lined up)\\s+(?:for|on)\\s+(?=(?:the\\s+)?(?:\\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\\p{L}*\\b|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|next|this|@date))`, 'u');
const EVENT_WITH = new RegExp(`\\b(I|[Ww]e)(?:\\s+have|'ve got|\\s+have got|\\s+got|'ve)\\s+(?:an?\\s+)(?:[\\p{L}-]+\\s+){0,2}?(${EVENT_NOUN})\\s+(with|at)\\s+(\\p{Lu}[\\p{L}&.'-]*(?:\\s+\\p{Lu}[\\p{L}&.'-]*){0,2})\\s+${ON_A_DAY}`, 'u');
/**
 * "I have a final-round interview with Monzo on April 15": the speaker's event with someone is "my interview with Monzo"
 * (so "Monzo pushed my interview to April 19", read as the same, changes it).
 */
function eventWith(sentence: string): string {
  // ("I have an eye test booked for March 18": the speaker's event, booked for a day.)
  sentence = sentence.replace(
    EVENT_BOOKED,
    (_all, who: string, event: string) => `${/^I$/.test(who) ? 'My' : 'Our'} ${event} is on `,
  );
  return sentence.replace(
    EVENT_WITH,
    (all, who: string, event: string, preposition: string, other: string) =>
      NOT_NAMES.has(other.split(' ')[0]!) || MONTH_OR_DAY.test(other) ? all : `${/^I$/.test(who) ? 'My' : 'Our'} ${event} ${preposition} ${other} is `,
  );
}

const THING_DONE_ON_DAY = new RegExp(String.raw`\b(I|[Ww]e|\p{Lu}\p{Ll}+)(?:'m|'re|'s|\s+am|\s+are|\s+is|\s+will\s+be|'ll\s+be)?\s+(?:having|getting|have|get|has|gets)\s+(my|our|his|her|their)\s+((?:[a-z-]+\s+){0,2}[a-z-]+)\s+(out|taken out|removed|pulled|extracted|fixed|repaired|replaced|serviced|checked|installed|delivered)\s+${ON_A_DAY}`, 'u');
/**
 * "I'm having my wisdom teeth out on June 10", "Ana gets her car serviced on Friday": what is done to one's thing on a
 * day is the event of it ("my wisdom teeth removal is on June 10"), so "my wisdom teeth removal got moved" changes it.
 */
function thingDoneOnDay(sentence: string): string {
  const EVENT_OF: Record<string, string> = { out: 'removal', 'taken out': 'removal', removed: 'removal', pulled: 'removal', extracted: 'removal', fixed: 'repair', repaired: 'repair', replaced: 'replacement', serviced: 'service', checked: 'check', cut: 'cut', done: 'appointment', installed: 'installation', delivered: 'delivery' };
  return sentence.replace(
    THING_DONE_ON_DAY,
    (all, who: string, owner: string, thing: string, done: string) => {
      if (!/^(?:I|we)$/i.test(who) && (NOT_NAMES.has(who) || !/^(?:his|her|their)$/i.test(owner))) return all;
      if (/^(?:I|we)$/i.test(who) && !/^(?:my|our)$/i.test(owner)) return all;
      const possessor = /^(?:I|we)$/i.test(who) ? capitalize(owner) : `${who}'s`;
      return `${possessor} ${thing} ${EVENT_OF[done] ?? 'appointment'} is `;
    },
  );
}

/** What travels or is held on a day: "my flight to Tokyo leaves on June 3" is "my flight to Tokyo is on June 3". */
const DEPARTS_ON = new RegExp(
  `\\b((?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Tt]he|\\p{Lu}\\p{Ll}+'s)\\s+(?:[\\p{L}-]+\\s+){0,2}(?:${EVENT_NOUN}|train|bus|ferry|coach|cruise|tour|course|term|semester|festival|season|holiday|vacation)(?:\\s+(?:to|from|for)\\s+\\p{Lu}[\\p{L}-]*(?:\\s+\\p{Lu}[\\p{L}-]*)?)?)\\s+(now\\s+)?(?:leaves|departs|takes off|lands|arrives|starts|begins|kicks off|opens|takes place|happens|runs)\\s+(?=(?:on|at)\\s+(?:the\\s+)?(?:\\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\\p{L}*\\b|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|@date))`,
  'u',
);
function departsOn(sentence: string): string {
  return sentence.replace(DEPARTS_ON, (_all, event: string, now: string | undefined) => `${event} is ${now ?? ''}`);
}

const TRAVELS_ON = new RegExp(String.raw`\b(I|[Ww]e|\p{Lu}\p{Ll}+)\s+(?:(will|'ll|am|'m|are|'re|is|'s|now)\s+)*(fly|flies|flying|travel|travels|travelling|traveling|leave for|leaves for|leaving for|head to|heads to|heading to|go to|goes to|going to|sail|sails|sailing)\s+(?:(home|back)(?:\s+from\s+(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?))?|(?:to\s+)?(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?))\s+${ON_A_DAY}`, 'u');
/**
 * "I now fly to Tokyo on June 6", "Ana leaves for Lima on 3 May": the journey is the event the day is the date of, said
 * as "my flight to Tokyo is now on June 6" (so it changes "my flight to Tokyo leaves on June 3").
 */
function travelsOn(sentence: string): string {
  return sentence.replace(
    TRAVELS_ON,
    // ("I fly home from Bali on June 9": the flight home from there; "I fly home on 3 July": the flight home.)
    (all, who: string, _aux: string | undefined, verb: string, home: string | undefined, from: string | undefined, to: string | undefined) => {
      const place = from ?? to;
      if ((!/^(?:I|we)$/i.test(who) && NOT_NAMES.has(who)) || (place && (NOT_NAMES.has(place.split(' ')[0]!) || MONTH_OR_DAY.test(place)))) return all;
      const owner = /^I$/.test(who) ? 'My' : /^we$/i.test(who) ? 'Our' : `${who}'s`;
      const now = /\bnow\b/i.test(all) ? 'now ' : '';
      const where = home ? `${home.toLowerCase()}${from ? ` from ${from}` : ''}` : `to ${to}`;
      return `${owner} ${/^fl/.test(verb) ? 'flight' : 'trip'} ${where} is ${now}`;
    },
  );
}

/**
 * "I listen to all my podcasts on Spotify", "Omar reads his books on a Kobo": the product one does one's own kind of
 * thing with is used for it ("I use Spotify for my podcasts"), so "Overcast is my podcast app now" changes it.
 */
const MONTH_OR_DAY = /^(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?|January|February|March|April|May|June|July|August|September|October|November|December)\b/;
function doneWith(sentence: string): string {
  return sentence.replace(
    /\b(I|[Ww]e|\p{Lu}\p{Ll}+)\s+((?:mostly|usually|always|now|still|only)\s+)?(?:listen|listens|watch|watches|read|reads|stream|streams|keep|keeps|store|stores|track|tracks|manage|manages|write|writes|edit|edits|do|does|file|files|book|books|buy|buys|make|makes|brew|brews|record|records|shoot|shoots|print|prints)\s+(?:to\s+)?(?:all\s+(?:of\s+)?)?(my|our|his|her|their)\s+((?:[a-z-]+\s+){0,2}[a-z-]+)\s+(?:on|in|with|through|via|using)\s+(?:an?\s+|the\s+)?(\p{Lu}[\p{L}\d.+&'-]*(?:\s+\p{Lu}[\p{L}\d.+&'-]*){0,2})/u,
    (all, who: string, adverb: string | undefined, owner: string, things: string, product: string) => {
      const pronoun = /^(?:I|we)$/i.test(who);
      const name = product.replace(/\.+$/, '');
      if ((!pronoun && NOT_NAMES.has(who)) || NOT_NAMES.has(name.split(' ')[0]!) || MONTH_OR_DAY.test(name) || pronoun !== /^(?:my|our)$/i.test(owner)) return all;
      // ("Ravi now reads his email in Thunderbird": the change it marks stays.)
      return `${who} ${adverb ?? ''}${pronoun ? 'use' : 'uses'} ${name} for ${owner} ${things}${product.slice(name.length)}`;
    },
  );
}

/** "Chidi has come round to spicy food and now loves it", "I've warmed to jazz": a liking one came to has. */
function cameRound(sentence: string): string {
  return sentence.replace(
    /\b(?:(?:has|have|had)\s+|'s\s+|'ve\s+)?(?:come round to|come around to|came round to|came around to|warmed to|warmed up to|grown to (?:like|love)|grew to (?:like|love))\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)(?:\s+and\s+(?:now\s+)?(?:really\s+)?(loves|likes|enjoys|love|like|enjoy)\s+(?:it|them))?(?=\s*(?:[.,;!?]|$))/u,
    (all, thing: string, verb: string | undefined) => `${afterContraction(all)}now ${verb ?? 'likes'} ${thing}`,
  );
}

/**
 * "There are 6 hens in the coop", "so there are only 4 hens left in the coop": how many of a thing a place has, said of
 * the place ("the coop has 6 hens"); what is left is what it has now.
 */
function thereAreIn(sentence: string): string {
  return sentence.replace(
    /\b([Tt])here\s+(?:are|is)\s+(?:(now|still|only|just)\s+)?((?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen)\s+[a-z-]+(?:\s+(?!(?:left|remaining|now|in|at|on|inside)\b)[a-z-]+)?)\s+(left\s+|remaining\s+|now\s+)?(?:in|at|on|inside)\s+((?:the|our|my|his|her|their)\s+[a-z-]+(?:\s+[a-z-]+)?)(?=\s*(?:[.,;!?]|$|now\b))/g,
    (_all, t: string, adverb: string | undefined, counted: string, left: string | undefined, place: string) =>
      // ("so now there are three cats in the house": one's own home's are one's own, said by whoever speaks.)
      /^(?:the|our|my)\s+(?:house|home|flat|apartment)$/i.test(place) && /\b(?:I|we|my|our)\b/i.test(sentence)
        ? `${/\b(?:we|our)\b/i.test(sentence) ? 'we' : 'I'} ${adverb === 'now' || left ? 'now ' : ''}have ${counted}`
        : `${t === 'T' ? place.charAt(0).toUpperCase() + place.slice(1) : place} ${adverb === 'now' || left ? 'now ' : ''}has ${counted}`,
  );
}

/**
 * "since his knee injury Nils takes the tram to work", "Because of the weather forecast, the fair is postponed to 13
 * April": a short lead-in saying why is no part of the subject.
 */
function reasonLeadIn(sentence: string): string {
  // "Because of the weather forecast, the spring fair is postponed to 13 April": a reason set off by a comma.
  sentence = sentence.replace(/^(\s*)(?:[Bb]ecause of|[Dd]ue to|[Oo]wing to|[Tt]hanks to|[Ii]n light of|[Ff]ollowing|[Aa]fter|[Gg]iven)\s+(?:(?:the|a|an|his|her|their|my|our|its|this|last|recent)\s+)?[^,;:.!?]{1,60},\s+(?=\S)/u, '$1');
  // ("Because the green is being reseeded, the summer fair will be held in the school field": a reason that is a clause
  // about a thing, set off by a comma, is no part of the claim after it.)
  sentence = sentence.replace(/^(\s*)(?:[Bb]ecause|[Ss]ince|[Aa]s|[Nn]ow\s+that)\s+(?:the|a|an|this|that|its)\s+(?:[\p{Ll}-]+\s+){0,3}?(?:is|are|was|were|has|have|had|will|can't|cannot|won't|isn't|aren't)\s+[^,;:.!?]{1,50},\s+(?=(?:the|our|my|this|we|I)\s)/u, '$1');
  const lead = CAUSE_BEFORE_NAME.exec(sentence) ?? CAUSE_WITHOUT_COMMA.exec(sentence);
  if (!lead) return sentence;
  const rest = sentence.slice(lead[0].length);
  // What follows a cause holds now ("after his knee surgery Mr Haddad books an aisle seat"): "now" before a pronoun or
  // a name, after the auxiliary of a subject with a determiner ("now the night shelter" would be read as the subject,
  // "the admin panel will now be built with Svelte" is not).
  if (/\bnow\b/i.test(rest)) return `${lead[1]}${rest}`;
  if (/^(?:I|we|they|he|she|(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+)\b/u.test(rest)) return `${lead[1]}now ${rest}`;
  return `${lead[1]}${rest.replace(/^((?:the|our|my|their|his|her|its)\s+(?:[\p{L}'-]+\s+){0,3}?)(will|is|are|has|have)\s+(?!been\b|not\b|never\b|now\b|(?:change|switch|move|become|turn|stay|remain)\b)/u, (_all, subject: string, aux: string) => (/^ha/.test(aux) ? `${subject}now ${aux} ` : `${subject}${aux} now `))}`;
}
/** "since his knee injury Nils takes the tram to work": a short lead-in saying why, before a name and its verb. */
const CAUSE_BEFORE_NAME = /^(\s*)(?:[Ss]ince|[Aa]fter|[Ff]ollowing|[Bb]ecause of|[Dd]ue to|[Tt]hanks to)\s+(?:his|her|their|my|our|the|a|an)\s+(?:[a-z-]+\s+){0,3}?(?=\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+(?:now\s+)?\p{Ll}+s\b)/u;
/**
 * "thanks to a grant the night shelter has expanded to 40 beds", "after the outage we decided ...": with no comma, the
 * lead-in ends where a determiner or a pronoun opens the clause (its head no verb: "after the outage").
 */
const CAUSE_WITHOUT_COMMA = /^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:[Bb]ecause of|[Dd]ue to|[Oo]wing to|[Tt]hanks to|[Aa]fter|[Ff]ollowing)\s+(?:(?:the|a|an|his|her|their|my|our|its|this|last|recent)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+|[a-z]+(?:ion|ment|ing|ance|ence|ure|ty|ys|s))\s+(?=(?:the|our|my|their|every|all|each|we|I|they|he|she)\s+\p{Ll})/u;

/** "we changed on-call rotations to every two weeks", "they moved the newsletter to monthly": how often it is now. */
function frequencyChanged(sentence: string): string {
  return sentence.replace(
    /\b(?:I|[Ww]e|[Tt]hey|[Hh]e|[Ss]he|[Tt]he team)\s+(?:have\s+|'ve\s+|has\s+)?(?:just\s+)?(?:changed|moved|switched|shifted|made)\s+(?:(?:the|our|my|their)\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?:to|into)\s+((?:daily|weekly|biweekly|bi-weekly|fortnightly|monthly|bimonthly|quarterly|annually|yearly|every\s+(?:other\s+)?(?:(?:two|three|four|six|2|3|4|6)\s+)?(?:days?|weeks?|months?|quarters?|years?)))\b/,
    (_all, thing: string, often: string) => `the ${thing} ${/[^s]s$/.test(thing) ? 'are' : 'is'} now ${often}`,
  );
}

const GROUP_NOUN = 'team|department|squad|group|unit|division|office|branch|project|committee|board|club|band|choir|orchestra|lab|clinic|shop|store|restaurant|kitchen|desk|program|programme|initiative|ship|crew|company|class|section|ward|practice|campaign|podcast|newsroom|studio|service|mass|workshop|session|course|seminar|meeting';
const GROUP_LEADER = new RegExp(
  `(^\\s*(?:\\p{L}[\\p{L} ]{0,29}:\\s*)?|;\\s*)((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Captain|Capt|Coach|Father|Sister|Chef)\\.?\\s+)?\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}[\\p{L}'-]+){0,2})\\s+(?:(now|currently)\\s+)?(?:(?:has\\s+)?(?:manages|leads|heads|runs|coaches|captains|chairs|conducts|commands|took command of|takes command of|has taken command of|assumed command of|took over|has taken over|takes over))\\s+(the\\s+(?:(?:[a-z-]+\\s+|\\p{Lu}{2,5}\\s+|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\\s+){0,3}(?:${GROUP_NOUN})|(?:[Uu]nder-?|U)\\d{1,2}s|\\p{Lu}[\\p{L}'-]*(?:\\s+\\p{Lu}[\\p{L}'-]*){0,2}))(?=\\s*(?:[.,;!?]|$)|\\s+(?:in|since|from|after|as of)\\b)`,
  'u',
);
/**
 * "Oliver Brown manages the data team", later "Maya Singh now manages the data team"; "Captain Reyes took command of the
 * Aurora": who leads a group, said of the group too, so a new leader replaces the old one (two people's "manages"
 * claims never would).
 */
function groupLeader(sentence: string): string {
  // ("Anika leads the QA team now": the "now" said before the verb.)
  sentence = sentence.replace(/\b(manages|leads|heads|runs|coaches|captains|chairs|conducts)\s+(the\s+[^.,;!?]{1,40}?)\s+(?:now|these days)(?=\s*(?:[.,;!?]|$))/u, 'now $1 $2');
  return sentence.replace(GROUP_LEADER, (all, lead: string, name: string, now: string | undefined, group: string) => {
    if (NOT_NAMES.has(name.split(' ')[0]!)) return all;
    const changed = now || /\b(?:took|takes|taken|assumed)\b/.test(all.slice(lead.length + name.length));
    // The person's claim stays (a coach who moves to another team changes it), derived from the group's said after it
    // ("because"): when another leads the group, the person's claim is retired with the group's.
    return `${all}, because ${group} is ${changed ? 'now ' : ''}led by ${name}`;
  });
}

/** "Club directory: Ingrid Solberg, now based in Bodø.": a directory line's name and where they are (or work). */
function directoryLine(sentence: string): string {
  // "Kenji Sato, now at Honda, will speak again": where he is now, said in passing, is his employer.
  sentence = sentence.replace(
    /^(\s*)((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2}),\s+((?:now|currently)\s+(?:at|with)\s+\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3}),\s+(?=\p{Ll})/u,
    (all, space: string, name: string, rest: string) => (NOT_NAMES.has(name.split(' ')[0]!) ? all : `${space}${name} is ${rest}; ${name} `),
  );
  // "Dr Mei Chen, a researcher at the Francis Crick Institute, wins the prize": the aside says where they work.
  sentence = sentence.replace(
    /^(\s*)((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2}),\s+((?:an?|the|our)\s+(?:[a-z-]+\s+){0,3}[a-z-]+\s+(?:at|with|for)\s+(?:the\s+)?\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,4}),\s+(?=\p{Ll})/u,
    (all, space: string, name: string, aside: string) => (NOT_NAMES.has(name.split(' ')[0]!) ? all : `${space}${name} is ${aside}; ${name} `),
  );
  // "Maeve Byrne, alto, lives in Rathmines", "Tom, our neighbour, works at Aldi": a short aside after the name is no
  // part of what the line says of them.
  sentence = sentence.replace(
    /^(\s*)((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2}),\s+(?!(?:who|which|whose|where|now|currently|based|living|located|settled|resident)\b)(?:(?:a|an|the|our|my|his|her|their)\s+)?\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*){0,2},\s+(?=(?:now\s+|still\s+|also\s+|currently\s+)?(?:\p{Ll}{2,}s|is|has|was)\b)/u,
    (all, space: string, name: string) => (NOT_NAMES.has(name.split(' ')[0]!) ? all : `${space}${name} `),
  );
  // ("Mr Alan Pike, resident in Harrogate, gives monthly": where they live, and the rest of the line of them.)
  sentence = sentence.replace(
    /^(\s*)((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2}),\s+((?:now\s+|currently\s+)?(?:based|living|located|settled|resident)\s+(?:in|at)\s+\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2}),\s+(?=\p{Ll})/u,
    (all, space: string, name: string, rest: string) => (NOT_NAMES.has(name.split(' ')[0]!) ? all : `${space}${name} is ${rest}; ${name} `),
  );
  return sentence.replace(
    /^(\s*)((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2}),\s+((?:now\s+|currently\s+)?(?:based|living|located|settled|resident)\s+(?:in|at)\s+\p{Lu})/u,
    (all, space: string, name: string, rest: string) => (NOT_NAMES.has(name.split(' ')[0]!) ? all : `${space}${name} is ${rest}`),
  );
}

/** "Greta Lindqvist has taken over as office manager", "Sam stepped in as treasurer": who holds the role now. */
function tookOverAs(sentence: string): string {
  return sentence.replace(
    /\b((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2})\s+(?:(?:has|have|had|just|now|officially|recently)\s+)*(?:taken over|took over|takes over|is taking over|stepped in|steps in|stepped up|is stepping in)\s+as\s+(?:the\s+|our\s+)?(?:new\s+)?((?:[a-z-]+\s+){0,2}[a-z-]+)(?=\s*(?:[.,;!?]|$)|\s+(?:after|this|last|in|on|at|for|of)\b)/u,
    (all, name: string, role: string) => (NOT_NAMES.has(name.split(' ')[0]!) ? all : `the ${role} is now ${name}`),
  );
}

/**
 * "Marco has moved on from Murakami and now reads mostly Ishiguro", "I gave up on Notion and now use Obsidian": what
 * is done now replaces what was left.
 */
function movedOnFrom(sentence: string): string {
  return sentence.replace(/\b(?:has\s+|have\s+|'ve\s+|had\s+|is\s+|'s\s+|am\s+|'m\s+|are\s+|'re\s+)?(?:(?:got|gotten|grown|become|getting)\s+)?(?:tired of|sick of|bored of|bored with|fed up with|done with|moved on from|moved out of|moved away from|given up on|gave up on|grown out of|grew out of|gone off|went off|fallen out of love with|fell out of love with|lost interest in|got bored of|grown tired of|grew tired of)\s+((?:\d+[a-z]?\s+)?(?:\p{Lu}[\p{L}&.'+-]*|\p{Ll}[\p{L}-]*)(?:\s+\p{Lu}[\p{L}&.'+-]*){0,2}),?\s+and\s+(?:now\s+)?(?:(?:he|she|they|I|we)\s+)?((?:mostly\s+|mainly\s+|usually\s+)?\p{Ll}+(?:\s+[^.;!?]+?)?)(\s*[.;!?]|$)/u, (all, left: string, now: string, end: string) =>
    // ("moved out of Leeds and into a flat in York" is a move, read as one; "moved out of X and now rents at Y" is this.)
    /\bmoved (?:out of|away from)\b/.test(all) && !/\band\s+now\b/.test(all) ? all : `${afterContraction(all)}${/\bnow\b/i.test(now) ? '' : 'now '}${now} instead of ${left}${end}`);
}

/** "deploy day changes to Thursday", "release day moved to Friday": the weekday the thing is now done on. */
function dayOfDoing(sentence: string): string {
  return sentence.replace(/\b(?:(?:[Tt]he|[Oo]ur|[Mm]y|[Tt]heir)\s+)?([A-Za-z][a-z]{2,})\s+day\s+(?:changes to|changed to|has changed to|is changing to|will change to|moves to|moved to|has moved to|is moving to|switches to|switched to|has switched to)\s+((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)s?\b/u, (all, verb: string, day: string) =>
    /ing$/.test(verb) || /^(?:birth|week|to|holi|pay|work|school|game|wedding|christmas|new|every|one|some|any|mother|father|valentine)$/i.test(verb) ? all : `we now ${verb.toLowerCase()} on ${day}s`);
}

/**
 * A sentence said another way before it is split into clauses, in this order: each rewrite reads a whole sentence
 * (a clause split would cut what it reads) and leaves a sentence the clause readings know.
 */
const SENTENCE_REWRITES: ReadonlyArray<(sentence: string) => string> = [colonLeadIn, descriptorBeforeName, plainerWording, sinceClause, introducedByRole, agreedToHold, kindlessFavorite, thingNeverMissed, whatOnePrefers, seenByAppointment, totalBroughtTo, decidedThat, reasonLeadIn, subordinatePassive, previouslyAside, homeAside, roleAside, suppliedFrom, nameOfPlace, fromWhereHeads, returnedTo, groupMust, tookOverFrom, servedBy, thereAreIn, frequencyChanged, groupLeader, cameRound, movedOnFrom, countAfterAdding, newDateOf, thingDoneOnDay, eventWith, eventOnDate, departsOn, travelsOn, doneOnDay, tookOverAs, doneWith, directoryLine, dayOfDoing, countMade, countReached, reversedDecision, reportedSpeech, movedThere, whereIAm, movedToWeekdays, timeOfDayChange, leftFor, overAndInto, movedOnTo, namedFavorite];

const JOB_AREA = String.raw`(?:customer\s+support|customer\s+service|tech\s+support|support|partnerships|sales|marketing|engineering|accounts|payroll|operations|ops|HR|recruitment|recruiting|product|design|finance|legal|compliance|security|logistics|procurement|comms|communications|PR|analytics|research|content|social\s+media|fundraising|events|IT|quality\s+assurance|QA|the\s+[a-z-]+\s+(?:team|desk|department))`;
/** "I look after partnerships at Zalando", "I handle customer support for Vodafone": the work done for an employer. */
const JOB_AREA_AT = new RegExp(String.raw`\b(I|we|[Hh]e|[Ss]he|\p{Lu}\p{Ll}+)\s+(?:(now|also|still|currently)\s+)?(?:look\s+after|looks\s+after|handle|handles|do|does|oversee|oversees|cover|covers)\s+${JOB_AREA}\s+(?:at|for|with)\s+(?=(?:the\s+)?\p{Lu})`, 'u');
/** "..., still doing partnerships": the same work, after a move to another employer. */
const STILL_DOING = String.raw`,?\s+(?:still\s+)?(?:doing|running|handling|working\s+in|in)\s+${JOB_AREA}\b`;
const NOTE_NAME = String.raw`((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2})`;
/** "User's name is Aisha Bello.": says whom the note is about, and nothing else. */
const USER_NAME_IS = new RegExp(String.raw`\b(?:User|Customer|Client)'s\s+(?:full\s+)?name\s+is\s+${NOTE_NAME}\s*[.!]?`, 'u');
/** How a note names whom it is about: "User's name is Aisha Bello", "User Daniel Kim ...", "Assistant memory — Pedro Alves:". */
const NOTE_NAMED = [
  USER_NAME_IS,
  new RegExp(String.raw`\bUser\s+${NOTE_NAME}\s+(?=\p{Ll})`, 'u'),
  // (No "i" flag: with it \p{Lu} would match any letter, and "Memory entry — user profile" would name "user profile".)
  new RegExp(String.raw`^[^\n:]{0,60}?\b(?:[Mm]emory|MEMORY|[Nn]otes?|NOTES?|[Pp]rofile|PROFILE|[Ss]ummary|[Cc]ontext)\b[^\n:]{0,20}?\s[—–-]\s+${NOTE_NAME}\s*:`, 'mu'),
  new RegExp(String.raw`\b(?:[Uu]pdate|[Nn]otes?)\s+(?:for|on|about)\s+${NOTE_NAME}\b`, 'u'),
  // ("Client notes — Mrs. Greet Achterberg (acct A-2231, Utrecht)": a title naming whom the notes are about.)
  new RegExp(String.raw`^[^\n:]{0,60}?\b(?:[Mm]emory|[Nn]otes?|[Pp]rofile|[Ss]ummary|[Rr]ecord|[Ff]ile|[Rr]eference|[Dd]etails|[Aa]ssessment)\b[^\n:]{0,20}?\s[—–-]\s+${NOTE_NAME}\s*(?:\([^()\n]*\))?[ \t]*$`, 'mu'),  // ("Initial consultation – Aisha Rahman.", "Mr Olufemi Adeyemi – estate of his late father.": a note's first line naming
  // its person, before or after a dash.)
  new RegExp(String.raw`^[ \t]*(?:\p{Lu}[^\n:–—]{0,40}?[ \t]+[–—-][ \t]+${NOTE_NAME}[ \t]*(?:\([^()\n]*\))?[ \t]*\.?[ \t]*(?=\n|$)|${NOTE_NAME}[ \t]*(?:\([^()\n]*\))?[ \t]+[–—][ \t]+[^\n.]{3,60}\.)`, 'u'),
];
/** "Memory entry — user profile", "Agent memory (user)": a note about the user, whose sentences with no subject are theirs. */
const USER_NOTE_TITLE = /^[^\n]{0,40}\b(?:memory|profile)\b[^\n]{0,25}\b(?:user|the\s+user)\b[^\n]{0,25}$/im;
/** A note's sentence with no subject: "Lives in Surulere, Lagos.", "Based in Porto.", "Still prefers short answers." */
const SUBJECTLESS_NOTE_SENTENCE = /(^|[.!?][ \t]+|\n[ \t]*(?:[-*•][ \t]+)?)(?:(Based|Located)|(Now|Currently)[ \t]+(?=\p{Ll}+ing\b)|((?:Still|Also|Usually|Always|Never|Now|Recently)[ \t]+)?(Lives|Works|Likes|Loves|Hates|Dislikes|Prefers|Enjoys|Wants|Needs|Uses|Drives|Speaks|Studies|Teaches|Plays|Owns|Has|Moved|Relocated|Wants|Needs|Runs|Reads|Cycles|Commutes|Eats|Drinks|Follows|Supports|Attends|Started|Joined|Left|Married))\b/gu;
/**
 * An assistant's memory note about a person it names ("User's name is Aisha Bello. Lives in Surulere, Lagos."; "Assistant
 * memory — Pedro Alves: prefers answers in Portuguese. Based in Porto."): "User" and the note's sentences with no
 * subject are that person.
 */
function namedNote(text: string): string {
  let name: string | undefined;
  for (const re of NOTE_NAMED) {
    const m = re.exec(text);
    const found = m?.[1] ?? m?.[2];
    if (found && titleNamesPerson(found)) {
      name = found;
      break;
    }
  }
  // (The title says whom the note is about and nothing else.)
  if (!name && USER_NOTE_TITLE.test(text)) {
    name = FIRST_PERSON_DEFAULT;
    text = text.replace(USER_NOTE_TITLE, '');
  }
  if (!name) return text;
  const who = name;
  return text
    // ("Tenant reference — Mateo Fernández / Employer: Deloitte LLP, Senior Analyst": where the person works.)
    .replace(/^([ \t]*)(?:[-*•][ \t]+)?(?:Employer|Company|Workplace|Employment|Employed\s+by)[ \t]*:[ \t]*((?:the\s+)?\p{Lu}[^\n,.;(—–]*?)[ \t]*(?=[,.;(—–]|$)[^\n]*$/gmu, (_all: string, space: string, org: string) => `${space}${who} works at ${org}.`)
    .replace(USER_NAME_IS, '')
    .replace(/\bUser\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu})/gu, '')
    .replace(/\bUser's\b/g, `${who}'s`)
    .replace(/\bUser\b(?!\s*:)/g, who)
    // ("Client has been a shift supervisor at ...", "The patient now lives with ...": the note's person.)
    .replace(/(^|[.!?][ \t]+|\n[ \t]*)(?:[Tt]he[ \t]+)?(?:[Cc]lient|[Pp]atient|[Cc]ustomer)(?=[ \t]+(?:now[ \t]+|also[ \t]+|still[ \t]+)?(?:has|had|is|was|will|would|says|said|wants|prefers|asks|asked|confirms|confirmed|reports|reported|\p{Ll}+s|\p{Ll}+ed)\b)/gu, `$1${who}`)
    .replace(SUBJECTLESS_NOTE_SENTENCE, subjectlessOf(who));
}

/** A note's sentence with no subject, said of whom the note is about ("Lives in Porto." -> "Pedro Alves lives in Porto."). */
const subjectlessOf = (who: string) => (_all: string, start: string, state: string | undefined, now: string | undefined, adverb: string | undefined, verb: string | undefined) =>
  state ? `${start}${who} is ${state.toLowerCase()}` : now ? `${start}${who} is ${now.toLowerCase()} ` : `${start}${who} ${adverb ? adverb.toLowerCase() : ''}${verb!.toLowerCase()}`;

/**
 * A calendar entry's or an invitation's heading and its title: "Calendar: Dentist — Dr. Nakamura", "Calendar updated:
 * ...", "Updated invitation: Sprint review @ Wed 4 Sep 2024 10am - 11am (BST)", "Appointment (rescheduled): ...".
 */
const EVENT_HEADING = /^[ \t]*(?:(updated|new|revised|rescheduled|changed|moved|cancell?ed)[ \t]+)?(?:calendar(?:[ \t]+(?:event|entry|invite|invitation|item))?|event|appointment|meeting|invite|invitation|booking|reservation)(?:[ \t]+(updated|changed|rescheduled|moved|confirmed|cancell?ed))?[ \t]*(?:\(([^()\n]*)\))?[ \t]*:[ \t]*(\S[^\n]*?)[ \t]*$/i;
/** An entry's line of when it is ("When: Thu 15 Feb 2024, 09:30", "Date & time: ...", "New date: ..."). */
const EVENT_WHEN = /^([ \t]*)(?:[-*•][ \t]+)?(?:when|date|date[ \t]*(?:and|&)[ \t]*time|time|starts?|start[ \t]+time|new[ \t]+(?:date|time))[ \t]*:[ \t]*(\S[^\n]*?)[ \t]*$/i;
/** An entry's line of where it is ("Where: Kensington Dental, 112 Earls Court Rd", "Location: Room 4B"). */
const EVENT_WHERE = /^([ \t]*)(?:[-*•][ \t]+)?(?:where|location|venue|place|room)[ \t]*:[ \t]*(\S[^\n]*?)[ \t]*$/i;
/** Whom an appointment is with: an honorific and a name, or a first name and a surname, an aside after. */
const EVENT_WITH_PERSON = /^(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?[ \t]+\p{Lu}[\p{L}'-]+(?:[ \t]+\p{Lu}[\p{L}'-]+)?|\p{Lu}\p{Ll}+[ \t]+\p{Lu}[\p{L}'-]+)(?:[ \t]*\([^()]*\))?$/u;
/** A line that is only a date, as an invitation gives its time under its title ("Thursday, August 29, 2024 · 4:00 – 5:00pm"). */
const EVENT_DATE_LINE = /^([ \t]*)((?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?[ \t]+)?(?:\d{1,2}(?:st|nd|rd|th)?[ \t]+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?[ \t]+\d{1,2}(?:st|nd|rd|th)?),?(?:[ \t]+\d{4})?[^\n\p{L}]*(?:(?:am|pm|[A-Z]{2,5})\b[^\n\p{L}]*)*)$/u;
/** Words of an aside or a heading that say the entry changed. */
const EVENT_CHANGED = /\b(?:updated|revised|rescheduled|changed|moved|new|postponed|brought\s+forward|pushed)\b/i;
/**
 * A calendar entry or an invitation: its title is on when and where its lines say ("Calendar: Dentist — Dr. Nakamura /
 * When: Thu 15 Feb 2024, 09:30 / Where: Kensington Dental" says "Dentist with Dr. Nakamura is scheduled for Thu 15 Feb
 * 2024, 09:30." and "... is at Kensington Dental."); an invitation's "Title @ date" heading says when. An updated entry's
 * time is its time now. A cancelled entry says nothing of when it is.
 */
function eventRecord(text: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => EVENT_HEADING.test(l));
  if (at < 0) return text;
  const [, before, after, aside, heading] = EVENT_HEADING.exec(lines[at]!) as unknown as [string, string | undefined, string | undefined, string | undefined, string];
  if (/^cancel/i.test(before ?? '') || /^cancel/i.test(after ?? '') || /\bcancell?ed\b/i.test(aside ?? '')) return text;
  const invited = /^(.+?)[ \t]+@[ \t]+(.+?)(?:[ \t]*\([^()]*\))*[ \t]*$/.exec(heading);
  // ("Dentist — Dr. Nakamura", "Onsite interview – Ayesha Siddiqui (Backend Engineer)": an appointment with a person;
  // "Kestrel Analytics – Berlin Quarterly Planning": one title. An aside is no part of the title.)
  const title = (invited ? invited[1]! : heading)
    .replace(/[ \t]*\([^()]*\)[ \t]*$/, '')
    .replace(/[ \t]+[—–-][ \t]+(.+)$/u, (_all, after: string) => (EVENT_WITH_PERSON.test(after) ? ` with ${after.replace(/[ \t]*\([^()]*\)$/, '')}` : ` ${after}`))
    .replace(/[.!]+$/, '');
  if (!/^\p{L}/u.test(title) || /^(?:re|fwd?|fw)\b/i.test(title)) return text;
  const changed = EVENT_CHANGED.test(`${before ?? ''} ${after ?? ''} ${aside ?? ''}`);
  const said = (space: string, raw: string, what: (value: string, now: string) => string) => {
    const asideOf = /[ \t]*\(([^()]*)\)[ \t]*$/.exec(raw);
    const value = (asideOf ? raw.slice(0, asideOf.index) : raw).replace(/[.!]+$/, '');
    return `${space}${what(value, changed || (asideOf && EVENT_CHANGED.test(asideOf[1]!)) ? 'now ' : '')}`;
  };
  let found = Boolean(invited);
  const out = lines.map((line, i) => {
    if (i === at) return invited ? said('', invited[2]!, (value, now) => `${title} is ${now}scheduled for ${value}.`) : '';
    const when = i > at ? EVENT_WHEN.exec(line) ?? (i === at + 1 ? EVENT_DATE_LINE.exec(line) : null) : null;
    if (when) {
      found = true;
      // ("Thursday, August 29, 2024 · 4:00 – 5:00pm CEST": a separator dot is a comma.)
      return said(when[1]!, startTime(when[2]!.replace(/[ \t]*[·•|][ \t]*/g, ', ')), (value, now) => `${title} is ${now}scheduled for ${value}.`);
    }
    const where = i > at ? EVENT_WHERE.exec(line) : null;
    if (where) {
      found = true;
      return said(where[1]!, where[2]!, (value, now) => `${title} is ${now}held at ${value}.`);
    }
    return line;
  });
  return found ? out.join('\n') : text;
}

/** A date said alone, as a list gives one after its thing ("Thursday 28th November, 3.30–6.30pm", "6 Nov", "14/06/2024"). */
const DATE_ALONE = String.raw`(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?[ \t]+)?(?:(?:the[ \t]+)?\d{1,2}(?:st|nd|rd|th)?[ \t]+(?:of[ \t]+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?[ \t]+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}[/.]\d{1,2}[/.]\d{2,4})(?:,?[ \t]+\d{4})?(?:,?[ \t]+(?:at[ \t]+|from[ \t]+)?\d{1,2}(?:[.:]\d{2})?[ \t]*(?:am|pm)?(?:[ \t]*[–-][ \t]*\d{1,2}(?:[.:]\d{2})?[ \t]*(?:am|pm)?)?)?`;
/** A time range said by its start, with the range's am or pm ("3.30–6.30pm" is 3:30pm, "4:00 – 5:00pm" 4:00pm). */
const startTime = (when: string) =>
  when.replace(/\b(\d{1,2})(?:[.:](\d{2}))?[ \t]*(am|pm)?[ \t]*[–-][ \t]*\d{1,2}(?:[.:]\d{2})?(?:[ \t]*(am|pm))?/gi, (_all, h: string, m: string | undefined, own: string | undefined, end: string | undefined) => `${h}:${m ?? '00'}${own ?? end ?? ''}`);
/**
 * A list's line of a thing and its date: "• Year 3 parents' evening: Thursday 28th November, 3.30–6.30pm.", "Flu spray:
 * 6 Nov", "Harvest festival: postponed to Saturday 28 September because ..." (its date now).
 */
const DATED_LINE = new RegExp(String.raw`^([ \t]*(?:[-*•][ \t]+)?)(\p{L}[\p{L}\p{N}' -]{2,60}?)[ \t]*:[ \t]*((?:now[ \t]+)?(?:(?:postponed|moved|rescheduled|pushed(?:[ \t]+back)?|brought[ \t]+forward|changed|delayed|shifted)[ \t]+(?:to|until|till|for)[ \t]+)?)(${DATE_ALONE})[ \t]*(?=[.!;,]|[ \t]+(?:because|due|as|after|since)\b|$)`, 'iu');
/** Labels of a date that are no thing of their own: headers, a record's dates, a chat's speaker. */
const DATED_LABEL_NOT = /(?:^|\s)(?:date|dates|time|times|when|sent|received|posted|updated|created|modified|published|from|to|cc|dob|birth|born|issued|expires?|expiry|valid|effective|due|deadline|re|subject|ref|reference|note|notes|update|reminder|nb|ps)$/i;
/**
 * "• Year 3 parents' evening: Thursday 28th November, 3.30–6.30pm", "Flu spray: 6 Nov": a list's thing is on the date
 * after it. Not a header's, a record's or a message's date ("Sent: 3 May", "Start date: ...", "Deadline: ...") and not a
 * chat line ("Mum: 12 May?"): a name of capitalised words alone is a speaker.
 */
function datedLines(text: string): string {
  if (!text.includes(':')) return text;
  return text
    .split('\n')
    .map((line) => {
      const m = DATED_LINE.exec(line);
      if (!m) return line;
      const label = m[2]!.trim();
      if (DATED_LABEL_NOT.test(label) || /^\p{Lu}[\p{L}'-]*(?:[ \t]+\p{Lu}[\p{L}'-]*)?$/u.test(label) || /\b(?:I|we|you|he|she|they|is|are|was|were|will|has|have)\b/.test(label)) return line;
      return `${m[1]}${label} is ${m[3] ? 'now ' : ''}on ${startTime(m[4]!)}${line.slice(m[0].length)}`;
    })
    .join('\n');
}

/** A column of a table that says when its row's thing happens ("Planned", "Due date", "Go-live"). */
const WHEN_COLUMN = /^(?:(?:planned|target|due|scheduled|new|revised|expected|forecast|go-live|launch|start|end|delivery)\s+)?(?:date|when|day|deadline|planned|due|scheduled|target|eta|forecast)$/i;
/** A column whose cells say nothing of their own ("Status": "On track", "Owner", "Notes", "#"). */
const SILENT_COLUMN = /^(?:status|rag|notes?|comments?|#|no\.?|id|owner|assignee|progress|%|priority|risk)$/i;
/**
 * A Markdown table's rows as sentences: "| Go-live | 30 Sep 2024 | On track |" under "| Milestone | Planned | Status |"
 * says "Go-live is scheduled for 30 Sep 2024." A cell under a column of when is when its row's thing is; another is its
 * row's field ("Go-live's venue is ..."); status, notes and owner columns say nothing of their own.
 */
function tableRows(text: string): string {
  if (!/^[ \t]*\|.*\|[ \t]*\n[ \t]*\|[ \t:|-]*-{3}/m.test(text)) return text;
  const lines = text.split('\n');
  const cells = (line: string) => line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i]!;
    if (!/^[ \t]*\|.*\|[ \t]*$/.test(head) || !/^[ \t]*\|[ \t:|-]*-{3}[ \t:|-]*$/.test(lines[i + 1] ?? '')) {
      out.push(head);
      continue;
    }
    const columns = cells(head);
    i += 2;
    for (; i < lines.length && /^[ \t]*\|.*\|[ \t]*$/.test(lines[i]!); i++) {
      const row = cells(lines[i]!);
      const thing = row[0];
      if (!thing || !/\p{L}/u.test(thing)) continue;
      for (let c = 1; c < Math.min(row.length, columns.length); c++) {
        const cell = row[c]!;
        const column = columns[c]!;
        if (!cell || !/[\p{L}\p{N}]/u.test(cell) || SILENT_COLUMN.test(column)) continue;
        out.push(WHEN_COLUMN.test(column) ? `${thing} is scheduled for ${cell}.` : `${thing}'s ${column.toLowerCase()} is ${cell}.`);
      }
    }
    i--;
  }
  return out.join('\n');
}

/** A record's line of one field: "Seat preference: aisle", "Billing / delivery address: 14 Harbour Road, Cobh". */
const RECORD_FIELD_LINE = /^([ \t]*)(?:[-*•][ \t]+)?(\p{Lu}[\p{L}'.]*(?:[ \t]+(?:\/[ \t]+)?[\p{L}'.&-]+){0,4})[ \t]*:[ \t]*(\S[^\n]*?)[ \t]*$/u;
/** Labels whose value names whom or what a record is kept for ("Member: Aoife Brennan", "Account name: Dunmore Bakery Ltd"). */
const RECORD_PERSON_LABEL = /^(?:(?:full|customer|client|member|patient|guest|contact|employee|tenant|student|pupil|child|applicant|candidate|resident|traveller|traveler|passenger|participant|volunteer|account\s+holder|policyholder)\s+)?name$|^(?:member|traveller|traveler|passenger|patient|customer|client|employee|tenant|resident|guest|student|pupil|child|applicant|candidate|contact|key\s+contact|primary\s+contact|main\s+contact|volunteer|participant|attendee|delegate|policyholder|account\s+holder|holder|card\s*holder|lead\s+guest|lead\s+traveller|lead\s+traveler|lead\s+booker|driver|main\s+driver|shipper|borrower|main\s+member|insured|insured\s+person|beneficiary)$/i;
/**
 * A record's title naming whom it is kept for: "Contract summary - Siobhán Kelly", "[HRIS] Leaver processed - Kwame Mensah
 * (NWL-7781)", "Guest profile - Margaret Kowalczyk", "Emergency contact form - Luca Bianchi (Turin plant, shift B)".
 */
const RECORD_TITLE_PERSON = /^[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*)?\p{Lu}[\p{L}'/&]*(?:[ \t]+[\p{L}'/&]+){0,4}[ \t]+[-–—][ \t]+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?[ \t]+)?\p{Lu}\p{Ll}+(?:[ \t]+(?:(?:de|da|dos|van|von|del|al|bin)[ \t]+)?\p{Lu}[\p{L}'-]+){1,3})(?:[ \t]*\([^()\n]*\))?[ \t]*$/u;
/** Words that make a name a place's or an organisation's ("St Brigid's Nursing Home", "Stadtwerke Köln Energie"). */
const NOT_A_PERSON_NAME = /'s\b|^(?:St|Saint|San|Santa)\s|\b(?:Home|House|Hall|Hospital|Clinic|Centre|Center|School|Council|Bank|Services|Solutions|Partners|Hotel|Restaurant|Caf[eé]|Energie|Energy|Stadtwerke|Street|Road|Department|Office|Ministry|Agency|Society|Club|Church|Trust|Surgery|Practice|Pharmacy|Library|Museum|College|Academy|Institute|Foundation|Company|Associates|Consulting|Logistics|Holdings|Kitchen|Bar|Bistro|Team|Unit|Ward|Court|Tribunal|Registry|Service|Authority|Board|Committee|Division|Branch|Store|Shop|Market|Farm|Studio|Works|Systems|Technologies|Insurance|Assurance|Telecom|Airlines?|Airways|Rail|Motors|Foods?|Group|Travel|Profile|Record|Log|Notes?|Summary|Report|Form|Update|Minutes|Agenda|Schedule|Checklist|Policy|Statement|Letter|Notice|Request|Order|Invoice|Receipt|Confirmation|Change|Details|Account|Booking|Reservation|Application|Review|Meeting|Call|Session)\b/u;
/** A name a title gives that is a person's: no word that is no name, no firm's suffix, no place's or firm's word. */
const titleNamesPerson = (name: string) =>
  !NOT_NAMES.has(name.replace(/^(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+/, '').split(/\s+/)[0]!) && !CORPORATE.test(name) && !NOT_A_PERSON_NAME.test(name);
const RECORD_ORG_LABEL = /^(?:account|account\s+name|company\s+name|business\s+name|organi[sz]ation\s+name|customer\s+account)$/i;
/** A value that names a person or an organisation: capitalised words (an honorific, "&", particles), an aside after. */
const RECORD_SUBJECT_NAME = /^((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}[\p{L}'.&-]*(?:\s+(?:&|and|de|da|do|dos|du|van|von|der|den|del|la|le|of|bin|al|\p{Lu}[\p{L}'.&-]*|\d+))*)\s*(?:\([^()]*\))?(?:,\s*(?:(?:member|customer|client|account|policy|ref|reference|id|personal|patient|staff)\b[^,\n]*|[^,\n]*\d[^,\n]*))?(?:\s+[|·–—-]\s+[^\n]*)?$/u;
/** Fields of where a person lives, said as "lives in". */
const HOME_FIELD = /^(?:new\s+)?(?:(?:home|residential|postal|current|permanent)\s+)?(?:town|city|address|location|residence|hometown|home)$|^(?:based|lives)\s+in$/;
const EMPLOYER_FIELD = /^(?:current\s+)?(?:employer|company|workplace|organi[sz]ation|employment|employed\s+by)$/;
/**
 * "Membership form / Name: Ruth Ellison / Town: Harrogate", "Account name: Dunmore Bakery Ltd / Billing address: ...":
 * a record's fields are claims about whom or what it names ("Ruth Ellison lives in Harrogate"; "Dunmore Bakery Ltd's
 * address is ..."); the name line itself says nothing. A text is a record when a line names its subject and another
 * is a field; a later name line starts the next record. A line of the record that says a field changed
 * ("2023-09-19: Seat preference changed to WINDOW") is said of the subject.
 */
function formRecord(text: string): string {
  const lines = text.split('\n');
  const subjectOf = (line: string): { name: string; person: boolean; label: string } | undefined => {
    const field = RECORD_FIELD_LINE.exec(line);
    if (!field) return undefined;
    const label = field[2]!.replace(/\s+/g, ' ');
    const person = RECORD_PERSON_LABEL.test(label);
    if (!person && !RECORD_ORG_LABEL.test(label)) return undefined;
    const name = RECORD_SUBJECT_NAME.exec(field[3]!)?.[1];
    if (!name || NOT_NAMES.has(name.split(/\s+/)[0]!)) return undefined;
    // One word names an organisation ("Nubank"), not a person: "Customer: Thanks" is a chat line.
    const words = name.replace(/^(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+/, '').split(/\s+/).length;
    if (person && words < 2 && name === name.replace(/^(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+/, '')) return undefined;
    return { name, person, label: label.toLowerCase() };
  };
  const fields = lines.filter((l) => RECORD_FIELD_LINE.test(l)).length;
  const subjects = lines.map(subjectOf);
  // (A title naming a person is the record's subject when no field line names one.)
  const first = lines.findIndex((l) => l.trim() !== '');
  const titled = first >= 0 && !subjects.some(Boolean) ? RECORD_TITLE_PERSON.exec(lines[first]!)?.[1] : undefined;
  if (titled && titleNamesPerson(titled)) subjects[first] = { name: titled, person: true, label: 'title' };
  if (fields < 2 || !subjects.some(Boolean)) return text;
  let subject: { name: string; person: boolean; label: string } | undefined;
  const appointment = /^[ \t]*(?:[-*•][ \t]+)?(?:date|time|date[ \t]*(?:&|and)[ \t]*time|when|appointment|check-in|pick-up|departure)[ \t]*:/im.test(text);
  return lines
    .map((line, i) => {
      const named = subjects[i];
      // ("Account name: Dunmore Bakery Ltd / Primary contact: Siobhán Dunmore": the record's contact is its field; a
      // register's next "Name:" line starts the next record.)
      if (named && (!subject || named.label === subject.label)) {
        subject = named;
        // (A title stays: it still names whom "she" is.)
        return named.label === 'title' ? line : '';
      }
      if (!subject) return line;
      const { name, person } = subject;
      const field = RECORD_FIELD_LINE.exec(line);
      if (!field) {
        // ("Candidate: Nadia Benali / Note (03/02/25): Left SocGen in Dec. Joined BNP Paribas CIB in January": a
        // record's sentences with no subject are its person's.)
        // ("Note (03/02/25): Left SocGen ...": a note's label is no part of it.)
        const said = person ? line.replace(/^([ \t]*)(?:Notes?|Comments?|Remarks?|Update)[ \t]*(?:\([^()\n]*\))?[ \t]*:[ \t]*/u, '$1').replace(SUBJECTLESS_NOTE_SENTENCE, subjectlessOf(name)) : line;
        if (said !== line) return said;
        // ("2023-09-19: Seat preference changed to WINDOW at client's request": the subject's.)
        const change = /^([ \t]*)(?:[\d./-]+[ \t]*:[ \t]*)?(\p{Lu}\p{Ll}+(?:[ \t]+\p{Ll}+){0,3})[ \t]+(?=(?:has[ \t]+)?(?:been[ \t]+)?(?:changed|updated)[ \t]+to\b)/u.exec(line);
        return change ? `${change[1]}${name}'s ${change[2]!.toLowerCase()} ${line.slice(change[0].length)}` : line;
      }
      const [, space, label, raw] = field as unknown as [string, string, string, string];
      const f = label.toLowerCase().replace(/\s+/g, ' ');
      // ("Beatrice Achterberg likes: ...", as a note titled for her reads its "Likes:" line: said already.)
      if (f.startsWith(name.toLowerCase())) return line;
      // ("Recommended by: Kofi Mensah", "Send to: ...": a field about another's part in it.)
      // (An e-mail's "From:", "Subject:" lines, a change's "Effective:" date, are no fields of the record.)
      if ((/(?:^|\s)(?:by|to|for|from|with|of|at|on)$/.test(f) && !HOME_FIELD.test(f)) || /^(?:cc|bcc|subject|sent|re|date|effective|signed|signature|approved|ref|reference|source|status)$/.test(f)) return line;
      // ("Based in: Perth (moved in July)": the aside says it changed.)
      // ("Support tier: Platinum (24/7 phone line) (changed)": every aside at the end.)
      let value = raw;
      let moved = /^new\s/.test(f) ? 'now ' : '';
      for (let aside = /\s*\(([^()]*)\)\s*$/.exec(value); aside && aside.index > 0; aside = /\s*\(([^()]*)\)\s*$/.exec(value)) {
        if (/\b(?:moved|new|since|now|relocated|changed|updated)\b/i.test(aside[1]!)) moved = 'now ';
        value = value.slice(0, aside.index);
      }
      // ("Employer: Kestrel Aerospace GmbH, Ottobrunn — Position: Systems Engineer": a dash starts another field.)
      value = value.split(/[ \t]+[—–][ \t]+(?=\p{Lu}[\p{L} ]{0,25}:)/u)[0]!;
      if (!value.trim()) return line;
      const end = /[.!?]$/.test(value) ? '' : '.';
      // ("Guests: 4 (2 adults, 2 children)": how many of them the subject has.)
      if (/^\d{1,4}$/.test(value.trim()) && /^[a-z]+s$/.test(f) && !/^(?:hours|minutes|days|weeks|months|years|points|stars|marks|kids|children)$/.test(f)) return `${space}${name} has ${value.trim()} ${value.trim() === '1' ? f.slice(0, -1) : f}.`;
      // (A "Location:" beside an appointment's date is where the appointment is, not where one lives.)
      if (f === 'location' && appointment) return line;
      if ((HOME_FIELD.test(f) || (/^tenant$/.test(subject.label) && /^(?:property|premises|rental\s+property|let\s+property)$/.test(f))) && person) return `${space}${name} ${moved}lives in ${value}${end}`;
      if (EMPLOYER_FIELD.test(f) && person) return `${space}${name} ${moved ? 'now ' : ''}works at ${value}${end}`;
      // ("Job title: Payroll Administrator", "Position: Claims Handler, Galway": the work the person does.)
      // ("Title: EU Blue Card" of a residence permit is no job.)
      if (person && (/^(?:job title|position|role|job|designation|post)$/.test(f) || (f === 'title' && value.split(/,\s*/)[0]!.trim().split(/\s+/).some((w) => ROLE_SET.has(w.toLowerCase())))) && /^\p{L}/u.test(value)) return `${space}${name} ${moved ? 'now ' : ''}works as ${/^[aeiou]/i.test(value) ? 'an' : 'a'} ${value.split(/,\s*/)[0]!.trim()}.`;
      // ("Note: Left SocGen in Dec. Joined BNP ...": a note field's sentences with no subject are the person's.)
      if (person && /^(?:notes?|comments?|remarks?|update)$/.test(f)) {
        // ("Notes: prefers invoices as PDF": in lower case too.)
        const note = capitalize(raw);
        const said = note.replace(SUBJECTLESS_NOTE_SENTENCE, subjectlessOf(name));
        if (said !== note) return `${space}${said}`;
      }
      // ("Exit interview note: has joined Flutterwave as Engineering Manager": a note that is a clause is of the person.)
      if (person && /^(?:has|have|had|is|was|will|now)\s+\p{Ll}/u.test(value)) return `${space}${name} ${value.trim()}${end}`;
      // ("Likes: strong English breakfast tea, Radio 4": what the person likes.)
      if (person && /^(?:likes|loves|enjoys|prefers|dislikes|hates)$/.test(f)) return `${space}${name} ${f} ${value}${end}`;
      // ("Billing / delivery address: Unit 6, Kinsale Road Business Park" of an account: where it is.)
      if (!person && /\baddress$/.test(f)) return `${space}${name}'s address is ${moved}${value}${end}`;
      return `${space}${name}'s ${f} is ${moved}${value}${end}`;
    })
    .join('\n');
}

/** "Pampa Textiles S.A.'s address", "Dekker Transport B.V.": a firm's suffix with its full stops ends no sentence. */
function firmSuffixes(text: string): string {
  return text.replace(/(?<=\p{L}[ \t]+)(S\.A\.S|S\.p\.A|S\.A|S\.L|S\.R\.L|B\.V|N\.V|A\.S|A\.G|L\.L\.C|S\.C)\.(?=['’,;:)\s]|$)/gu, (suffix: string) => suffix.replace(/\./g, ''));
}

/**
 * A reply's quoted message ("> For the paper invitation my address is ...", "On 2 Nov 2024, Lucía wrote:") is what was
 * said before, read from its own document: the reply says only its own lines.
 */
function withoutQuotedReply(text: string): string {
  if (!/^[ \t]*>/m.test(text)) return text;
  const own = text.split('\n').filter((line) => !/^[ \t]*>/.test(line));
  if (!own.some((line) => (line.match(/\p{L}+/gu) ?? []).length >= 4)) return text;
  return own.filter((line) => !/^[ \t]*On\b[^\n]{4,80}\bwrote:\s*$/.test(line)).join('\n');
}

/**
 * A system's change log said as a record's fields: "CHANGE LOG — Account: Pampa Textiles S.A." names the record;
 * "03/06/2024 billing_address changed -> Calle San Martín 455" is "Billing address: Calle San Martín 455 (changed)";
 * "support_tier: Premium -> Platinum" is "Support tier: Platinum (changed)".
 */
function changeLogLines(text: string): string {
  if (!/^[ \t]*(?:[\d./-]{8,10}[ \t]+)?[a-z]+(?:_[a-z]+)+\b/m.test(text)) return text;
  return text
    .replace(/^([ \t]*)[^:\n—–]{2,40}?[ \t]+[—–][ \t]+(?=(?:Account|Customer|Client|Member|Contact|Employee|Patient|Tenant)[ \t]*:)/gmu, '$1')
    // ("Account change log — Moana Resorts": the account it is kept for.)
    .replace(/^([ \t]*)(?:[\p{L}]+[ \t]+){0,3}?change[ \t]+log[ \t]+[—–-][ \t]+(?!(?:Account|Customer|Client|Member|Contact|Employee|Patient|Tenant)[ \t]*:)(\p{Lu}[^\n]*)$/gimu, '$1Account: $2')
    .replace(/^([ \t]*)(?:[\d./-]{8,10}[ \t]+)?([a-z]+(?:_[a-z]+)+)[ \t]*(set|changed|updated)?[ \t]*(?::|->|→|=>|[ \t]to\b)[ \t]*([^\n]*?)[ \t]*$/gmu, (all: string, space: string, field: string, verb: string | undefined, value: string) => {
      const arrow = /^(.*?)[ \t]*(?:->|→|=>)[ \t]*(.+)$/u.exec(value);
      const now = arrow ? arrow[2]! : value;
      if (!/\S/.test(now)) return all;
      const label = field.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
      return `${space}${label}: ${now}${arrow || /^(?:changed|updated)$/.test(verb ?? '') ? ' (changed)' : ''}`;
    });
}

/** "he is now in-house counsel at Unilever": a role at an employer with no article. */
const ROLE_NO_ARTICLE = new RegExp(String.raw`\b((?:is|am|'m|are|'re)\s+(?:now\s+|currently\s+)?)(?!(?:a|an|the|my|our|his|her|their|head\s+of|chief\s+of|one|no|now|currently|also|still|just)\s)((?:[a-z-]+\s+){0,2}(?:${ROLE_WORDS}))\s+(?=(?:at|for|with)\s+(?:the\s+)?\p{Lu})`, 'gu');
/** Roles one person holds at a time in a place or group: a new holder replaces the old. */
const ROLE_HELD = 'chef|headteacher|headmaster|headmistress|manager|captain|chair|chairperson|president|treasurer|secretary|coach|director|editor|owner|landlord|landlady|principal|vicar|conductor|leader|commodore|mayor|ceo|CEO';
/**
 * How a role's holder is said so that the rules read one slot: "Marco Rossi is the treasurer" (the role-holder rule, for
 * the roles it knows), else "the head chef is Marco Rossi" (a thing's value), which "Marco Rossi is the head chef" would
 * read as his job.
 */
const holderSaid = (name: string, role: string, now: boolean) =>
  /\b(?:chef)$/i.test(role) ? `the ${role} is ${now ? 'now ' : ''}${name}` : `${name} is ${now ? 'now ' : ''}the ${role}`;
/** A person's name as a sentence names them: one or two capitalised words, an honorific before them. */
const PERSON_NAME = String.raw`(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Rev|Revd|Fr|Cllr)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+)?`;
/** A day of a month coming next ("7 March", "May 22", "Saturday the 15th of June"), looked ahead at. */
const A_DAY_AHEAD = String.raw`(?=(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d))`;
/**
 * Wordings said more plainly before the rules read them: "we moved house to Walthamstow" (moved to), "went self-employed
 * and trades as Gary Hill Electrical" (works for it), "I got an earlier passport appointment, it is on February 1 now"
 * (the appointment is on that day).
 */
/**
 * "The final hearing will take place at Manchester Civil Justice Centre, 1 Bridge Street West, on 14 March 2024": when
 * it is and where it is, said as two sentences.
 */
const HELD_AT_ON = new RegExp(String.raw`^(.*?\b)((?:will\s+(?:now\s+)?)?(?:take\s+place|takes\s+place|be\s+held|is\s+held|are\s+held))\s+((?:at|in)\s+[^.;!?]{3,80}?),?\s+(on\s+${A_DAY_AHEAD}[^.;!?]*?)(\s*[.;!?]?\s*)$`, 'u');
const PLAINER_WORDING = new GatedRewrites([
  // ("Your new employer, Bavaria Robotics AG (Garching), has been recorded on your file": the employer now.)
  [/\b([Yy]our|[Hh]is|[Hh]er|[Mm]y)\s+new\s+employer,\s+([^,]{2,60}?),\s+(?:has\s+been|was|is)\s+(?:recorded|registered|noted|added|entered|updated)\b(?:[^.;!?\n]|\.(?=\d))*/g, (_all: string, owner: string, employer: string) => `${owner} employer is now ${employer}`],
  // ("the postal address held for you has been changed to", "the phone number we hold for you": the reader's.)
  [/\b(?:[Tt]he|[Yy]our)\s+((?:[a-z-]+\s+){0,2}(?:address|number|e-?mail(?:\s+address)?|employer|name|details))\s+(?:(?:that\s+)?(?:we\s+)?(?:held|hold|have|kept|keep)\s+(?:for|on)\s+you|on\s+(?:file|record)(?:\s+for\s+you)?)(?:\s*\([^()\n]*\))?(?=\s+(?:has|have|is|was|will)\b)/g, (all: string, thing: string) => `${/^[TY]/.test(all) ? 'Your' : 'your'} ${thing}`],
  // ("your selected retirement date is now ...": a date's kind of choosing is no verb of the sentence.)
  [/\b(your|my|his|her|their|our|the|[A-Z]\p{Ll}+'s)\s+(?:selected|chosen|agreed|confirmed|planned|scheduled|expected|revised|updated)\s+(?=(?:[a-z-]+\s+)?(?:date|deadline|day|time)\b)/giu, '$1 '],
  // ("Our records now show your employer as Kansai MedTech K.K.": what it is now.)
  [/\b(?:[Oo]ur|[Tt]he)\s+(?:records?|system|file|details)\s+(?:now\s+)?(?:show|shows|list|lists|has|have)\s+(your|his|her|their)\s+((?:[a-z-]+\s+){0,2}[a-z-]+)\s+as\s+(?=\S)/g, (_all: string, owner: string, thing: string) => `${owner} ${thing} is now `],
  // ("we have brought forward your selected retirement date to 30 September 2028": the date is that day now.)
  [/\b(?:we|I|they|he|she)\s+(?:have\s+|has\s+|'ve\s+)?(?:brought|pulled|moved|pushed|put)\s+(?:forward|back)\s+(your|the|our|my|his|her|their)\s+((?:[a-z-]+\s+){0,3}(?:date|deadline|appointment|meeting|review|start|visit|call|session|hearing|interview|exam|surgery|operation|delivery|move|closing|completion))\s+to\s+(?=\S)/gi, (_all: string, owner: string, thing: string) => `${capitalize(owner.toLowerCase())} ${thing} is now `],
  // ("Mr Watanabe's employer is now Kansai MedTech": where he works.)
  [/\b((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+)?|[Yy]our|[Mm]y|[Hh]is|[Hh]er)(?:'s)?\s+(?:current\s+|new\s+)?employer\s+(?:is|has\s+become)\s+(now\s+)?(?=(?:the\s+)?\p{Lu})/gu, (_all: string, who: string, now: string | undefined) => {
    const person = /^your$/i.test(who) ? 'You' : /^my$/i.test(who) ? 'I' : /^his$/i.test(who) ? 'He' : /^her$/i.test(who) ? 'She' : who;
    return `${person} ${now ? 'now ' : ''}${/^(?:You|I)$/.test(person) ? 'work' : 'works'} at `;
  }],
  // ("he has been living in a sheltered apartment at Residencia Los Olivos": where the dwelling is, one lives.)
  [/\b(live|lives|living|lived)\s+in\s+(?:a|an|the|his|her|their|my|our)\s+(?:[a-z-]+\s+){0,2}(?:apartment|flat|house|home|room|bungalow|studio|unit|cottage|residence|annexe?|care home|nursing home)\s+(at|in|on)\s+(?=\p{Lu}|\d)/gu, '$1 $2 '],
  // ("Your cataract surgery at the Altnagelvin Day Procedure Unit is booked for 14 March": where is said after when.)
  [/^(\s*(?:[Yy]our|[Mm]y|[Tt]he|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+(?:[a-z-]+\s+){0,3}[a-z-]+)\s+((?:at|in)\s+the\s+\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)+)\s+((?:is|are|was|has\s+been|have\s+been)\s+(?:now\s+)?(?:booked|scheduled|set|fixed|confirmed|planned|arranged|moved|rescheduled|due)\b[^.;!?]*)/u, '$1 $3 $2'],
  // ("Rosa Bianchi has moved upstairs to room 21": moved to it.)
  [/\b(moved|moves|moving|move)\s+(?:upstairs|downstairs|next door|across town|across the (?:road|street|hall|corridor)|along the corridor|down the (?:hall|corridor|road|street)|up the (?:road|street))\s+(?=to\s)/g, '$1 '],
  // ("He would now rather shower in the evening", "I'd rather take the train": what one prefers now.)
  [/\b(I|[Ww]e|[Tt]hey|[Hh]e|[Ss]he|\p{Lu}\p{Ll}+)(?:\s+would|'d)\s+(now\s+)?(?:much\s+)?rather\s+(?!than\b|not\b|be\b|you\b|we\b|they\b|he\b|she\b|I\b)(?=\p{Ll}+\s)/gu, (_all: string, who: string, now: string | undefined) => `${who} ${now ?? ''}${/^(?:I|we|they)$/i.test(who) ? 'prefer' : 'prefers'} to `],
  // ("My new address is aiko.tanaka@epfl.ch", read with a word in the address's place: an e-mail address, no home.)
  [/\baddress(\s+(?:is|:)\s+(?:now\s+)?)(?=Addrq([a-z])\2*\b)/g, 'e-mail address$1'],
  // ("Finally unpacked at my new flat: Rua Augusta 1200, São Paulo": where one lives now.)
  [/\b(?:(?:unpacked|settled|moved)\s+(?:in\s+)?(?:at|into|in)\s+)?(?:my|our)\s+new\s+(?:flat|home|place|house|apartment|apt|studio)\s*:\s*(?=[^\n]*\d)/g, 'I now live at '],
  // ("bon, officially settled in Montréal": a chat line with no subject, the writer's new home.)
  [/^(\s*)(?:(?:[Bb]on|[Oo]k|[Oo]kay|OK|[Ss]o|[Ww]ell|[Aa]lors|[Rr]ight|[Yy]ay|[Pp]hew)\s*[,!.]?\s+)?(?:(?:[Oo]fficially|[Ff]inally|[Nn]ow|[Aa]ll|[Ff]ully)\s+)*(?:[Ss]ettled|[Mm]oved)\s+(?:in|into)\s+(?=\p{Lu})/u, '$1I now live in '],
  // ("new flat is 14 Residency Rd, Richmond Town", "new place: Flat 302, Ananya Apartments", "new addr ul. Mariacka 8/4": a
  // chat line's new home, the writer's.)
  [/^(\s*)(?:(?:so|ok|okay|and|also)\s+)?(?:(?:my|our)\s+)?new\s+(?:flat|home|place|house|apartment|apt|studio|addr|address|digs)(?:\s+is|\s*:|\s*=|\s+-|\s+(?=\p{Ll}{1,3}\.?\s+\p{Lu}|\d))\s*(?=[^\n]*\d)/iu, '$1I now live at '],
  // ("Only four hens left now", "Brought home six Sussex hens": how many one has.)
  [/^(\s*)(?:[Oo]nly|[Jj]ust)\s+((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:\p{Ll}+\s+)?\p{Ll}+s)\s+left\b(?:\s+now)?/u, '$1I now have $2'],
  [/^(\s*)(?:[Bb]rought\s+home|[Bb]ought|[Aa]dopted|[Gg]ot)\s+((?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+)(?:\p{Lu}\p{Ll}+\s+)?((?:\p{Ll}+\s+)?(?:hens|chickens|ducks|goats|sheep|cats|dogs|kittens|puppies|rabbits|fish|bees|hives|pigs|cows|horses|ponies|alpacas|geese|quail))\b/u, '$1I have $2$3'],
  // ("we confirm your check-up and hygiene appointment on Tuesday 8 April 2025": the appointment is then.)
  [/\b(?:[Ww]e|I)\s+(?:can\s+|hereby\s+|are\s+pleased\s+to\s+|would\s+like\s+to\s+)?confirm\s+(your|the|our)\s+((?:[\p{L}-]+\s+){0,5}?(?:appointment|booking|reservation|visit|meeting|session|interview|check-up|consultation|surgery|operation|class|lesson|delivery|flight|hearing))\s+(?=(?:on|for|at)\s)/gu, (_all: string, owner: string, thing: string) => `${capitalize(owner.toLowerCase())} ${thing} is `],
  // ("fieldwork is now confirmed to start on Monday 4 August": it will start then.)
  [/\b(?:is|are|has\s+been|have\s+been)\s+(now\s+)?(?:confirmed|scheduled|set|planned|due|expected|booked)\s+to\s+(start|begin|open|end|finish|close|launch|resume)\s+(?=on\s|from\s|at\s|in\s)/g, (_all: string, now: string | undefined, verb: string) => `will ${now ?? ''}${verb} `],
  // ("I'm now living with my partner at 17 Banbury Road": where one lives, whoever with.)
  [/\b(live|lives|living|lived|staying|stay|stays)\s+with\s+(?:my|his|her|our|their)\s+(?:[a-z-]+\s+)?(?:partner|parents?|mum|mom|dad|mother|father|sister|brother|aunt|uncle|grandparents?|gran|grandma|grandad|grandpa|girlfriend|boyfriend|wife|husband|friends?|cousin|daughter|son|family|in-laws)\s+(at|in)\s+(?=\p{Lu}|\d)/gu, '$1 $2 '],
  // ("we've been told you have a new employer: Castlebridge Hospital NHS Trust": where one works now.)
  [/\b(?:has|have|'ve\s+got|has\s+got|have\s+got)\s+(?:a\s+new\s+employer|(?:started\s+)?(?:a\s+)?new\s+employment\s+with)\s*[:,]?\s+(?=(?:the\s+)?\p{Lu})/gu, 'now works at '],
  // ("Annual boiler service booked for Tue 15 Oct 2024, 8am–12pm window": a note's thing booked for a day is booked then.)
  [new RegExp(String.raw`^(\s*(?!(?:I|[Ww]e|[Yy]ou|[Hh]e|[Ss]he|[Tt]hey|[Ii]t)\s)(?:\p{Lu}[\p{L}-]*|[Tt]he|[Mm]y|[Oo]ur|[Yy]our)(?:\s+(?!(?:is|are|was|were|has|have|had|been|be|being|got|gets|will|would|just|now|also|I|we|you|he|she|they|it)\s)[\p{L}-]+){0,4}?)\s+((?:re)?(?:booked|scheduled)|moved|set|confirmed)\s+(for|to|on)\s+(?=(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}))`, 'u'), '$1 is $2 $3 '],
  // ("After four great years I've said goodbye to Atlassian and joined Canva": left it.)
  // (Not "we said goodbye to the Hendersons, who are moving": only with a new job after it.)
  [/\b(?:said|say|saying|says)\s+(?:a\s+(?:sad\s+|fond\s+)?)?(?:goodbye|farewell)\s+to\s+(?=(?:the\s+)?\p{Lu}[^.;!?]*\band\s+(?:have\s+|'ve\s+|has\s+)?(?:joined|started|moved\s+to|begun|now\s+work))/gu, 'left '],
  // ("Please join me in congratulating Priyanka Sharma on her promotion to Analytics Manager": she was promoted.)
  [/\b(?:[Pp]lease\s+)?join\s+(?:me|us)\s+in\s+congratulating\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2})\s+on\s+(?:his|her|their)\s+(?:recent\s+|well-deserved\s+|new\s+)?(?:promotion|appointment)\s+(?:to|as)\s+/gu, '$1 was promoted to '],
  // ("Dear attendee, due to a scheduling conflict at the venue the Summit will now take place ...": why is no part of it.)
  [/^(\s*(?:[^,.]{0,40},\s*)?)(?:[Dd]ue\s+to|[Oo]wing\s+to)\s+(?:a|an|the|some)\s+[^,.;]{3,60}?\s+(?=(?:the|our|your|this|my)\s+(?:\p{L}+\s+){0,2}?(?:will|has|have|is|are|was|were|had)\s)/u, (_all: string, lead: string) => (/^\s*(?:[Dd]ear|[Hh]i|[Hh]ello)\s/.test(lead) ? '' : lead)],
  // ("Reading FC Women announce the appointment of Kwame Mensah as Head of Performance": he works there now.)
  [/^(\s*)((?:the\s+)?\p{Lu}[\p{L}&'.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&'.-]*){0,4})\s+(?:is\s+pleased\s+to\s+|are\s+pleased\s+to\s+|(?:is|are)\s+delighted\s+to\s+)?(?:announces?|confirms?|announced|confirmed)\s+the\s+appointment\s+of\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2})\s+as\s+/u, (_all: string, space: string, org: string, person: string) => `${space}${person} now works at ${org} as `],
  // ("we are pleased to welcome Kwame Mensah as Assistant Coach at Brentford FC": he works there.)
  [/\b(?:[Ww]e\s+(?:are|'re)\s+(?:pleased|delighted|happy|thrilled)\s+to\s+welcome|[Pp]lease\s+welcome|[Ww]e\s+welcome)\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2})\s+as\s+(?:our\s+(?:new\s+)?|the\s+(?:new\s+)?|an?\s+(?:new\s+)?)?([^.;!?]{3,60}?)\s+(at|to)\s+(?=(?:the\s+)?\p{Lu})/u, (_all: string, person: string, role: string) => `${person} has joined as ${role} at `],
  // ("she has been practising at the Sports Medicine Unit of Burjeel Medical City": a doctor's or lawyer's work.)
  [/\b(practising|practicing|practises|practices)\s+(?:medicine\s+|law\s+|dentistry\s+)?(at|with)\s+(?=(?:the\s+)?(?:\p{Lu}[\p{L}'-]*\s+){0,5}(?:Unit|Hospital|Clinic|Medical|Centre|Center|Surgery|Practice|Chambers|Health|LLP|Partners)\b)/gu, (_all: string, verb: string, at: string) => `${/^practi[sc]ing$/.test(verb) ? 'working' : 'works'} ${at} `],
  // ("I've left Paris and moved to Lyon": a home left for another.)
  [/(\s+have\s+|'ve\s+|\s+has\s+|'s\s+|\s+)left\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\s+and\s+(?:have\s+|'ve\s+|has\s+)?(?:now\s+)?(moved|relocated)\s+to\s+(?=\p{Lu})/gu, (_all: string, _aux: string, place: string, verb: string) => ` ${verb} from ${place} to `],
  // ("BRÜCKE Kulturmagazin relocates its editorial office to Berlin": the firm moves there.)
  [/\b(relocates|relocated|relocating|relocate|moves|moved|moving|move)\s+(?:its|their|our|his|her)\s+(?:[a-z-]+\s+){0,2}(?:office|offices|premises|studio|shop|store|warehouse|base|operations|workshop|clinic|practice)\s+to\s+(?=\p{Lu}|\d)/gu, '$1 to '],
  // ("Camila Rojas, ex-Ogilvy Santiago, is ...": where one was before is an aside.)
  [/(\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2}),\s+(?:ex-|formerly\s+(?:of|at|with)\s+|previously\s+(?:of|at|with)\s+)[^,]{2,40},\s+(?=(?:is|has|joins|will|now|was)\b)/gu, '$1 '],
  // ("Camila Rojas, ex-Ogilvy Santiago, is Wieden+Kennedy São Paulo's new creative director": a role at that firm.)
  [/\b(is|'s)\s+(now\s+)?((?:\p{Lu}[\p{L}+&.'-]*\s+){0,3}\p{Lu}[\p{L}+&.'-]*)'s\s+(?:new\s+)((?:[a-z-]+\s+){0,2}(?:director|manager|head|chief|editor|lead|officer|president|coach|captain|chair|partner|designer|engineer|producer|curator|principal|dean|ceo|cto|cfo|coo))\b/gu, (_all: string, be: string, now: string | undefined, org: string, role: string) => `${be} ${now ?? 'now '}the ${role} at ${org}`],
  // ("has been a permanent employee of Volvo Cars since 8 January": where one works.)
  [/\b(?:is|'s|has\s+been|'s\s+been|have\s+been|'ve\s+been|am|'m)\s+(now\s+)?(?:an?\s+)?(?:(?:permanent|full-time|part-time|salaried|fixed-term|temporary|new)\s+)?(?:employee|member\s+of\s+staff|staff\s+member)\s+(?:of|at|with)\s+(?=(?:the\s+)?\p{Lu})/gu, (_all: string, now: string | undefined) => `${now ?? ''}works at `],
  // ("has relocated with her studio to Vancouver": where one moved, whatever came along.)
  [/\b(moved|relocated|relocating|relocates|moving|moves)\s+with\s+(?:her|his|their|my|our|the)\s+(?:[a-z-]+\s+){0,2}[a-z-]+\s+(?=to\s+\p{Lu})/gu, '$1 '],
  // ("Dr Aiko Tanaka will join my group at ETH Zürich as a postdoctoral researcher": she will work there.)
  [/\b(will|is going to|is to|has agreed to|agreed to)\s+join\s+(?:my|our|the|his|her|their)\s+(?:[a-z-]+\s+)?(?:group|team|lab|laboratory|department|unit|practice|firm)\s+(?=at\s+(?:the\s+)?\p{Lu})/gu, '$1 work '],
  // ("I finished at Harrow & Finch at the end of April": left it.)
  [/\b(?:finished|finishing|finish)\s+(?:up\s+)?at\s+(?=(?:the\s+)?\p{Lu}[\p{L}&.'-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&.'-]*){0,3}(?:\s+(?:on|in|at|last|this|after|and)\b|\s*[,.;]|\s*$))/gu, 'left '],
  // ("started with Brightwater Renewables on 15 May as a fleet planner": joined it.)
  [/\b(started|starting|start|starts|began|begun)\s+with\s+(?=(?:the\s+)?\p{Lu}[\p{L}&.'-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&.'-]*){0,3}\s+(?:on\s+|in\s+|as\s+an?\s+|last\s+|this\s+|@date))/gu, '$1 at '],
  // ("Change of plan, I'm painting the kitchen pale blue instead": what one is going to do now.)
  [/\b(I|[Ww]e)(?:'m|'re|\s+am|\s+are)\s+(?:now\s+)?(?!(?:going|planning|thinking|considering|looking|hoping|trying|getting|having|being)\b)([a-z]{3,}ing)\s+(?=[^.!?]*\binstead\b)/gu, (_all: string, who: string, verb: string) => `${who} ${/^I$/.test(who) ? 'am' : 'are'} going to ${baseVerbPhrase(verb)} `],
  // ("Green Valley Farm expanded its herd to 150 cows": how many it has now.)
  [/\b(?:has\s+|have\s+)?(?:expanded|grew|increased|enlarged|reduced|cut|shrank|downsized|doubled)\s+(?:its|their|his|her|our|my)\s+[a-z]+(?:\s+[a-z]+)?\s+to\s+(?=(?:\d[\d,]*|[a-z]+(?:-[a-z]+)?)\s+\p{Ll}[\p{L}-]*s\b)/gu, 'now has '],
  // ("Sofia Rossi's manager is Marco Bianchi": whom she reports to, as "now reports to Elena Conti" says.)
  [/\b([Mm]y|[Hh]is|[Hh]er|\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+)?'s)\s+(?:new\s+|current\s+)?(?:line\s+)?(?:manager|boss|supervisor|team\s+lead)\s+(?:is|'s)\s+(now\s+)?(?=(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+)?\s*(?:[.,;!]|$))/gu, (_all: string, owner: string, now: string | undefined) => {
    const who = /^my$/i.test(owner) ? 'I' : /^his$/i.test(owner) ? 'He' : /^her$/i.test(owner) ? 'She' : owner.slice(0, -2);
    return `${who} ${now ?? ''}${who === 'I' ? 'report' : 'reports'} to `;
  }],
  // ("withdrew from the Boston Marathon": no longer doing it.)
  [/\b(?:withdrew|withdrawn|pulled\s+out|dropped\s+out)\s+(?:from|of)\s+(?=(?:the\s+)?\p{Lu})/gu, 'dropped '],
  // ("I got promoted, I am finance manager now": a role said with no article and no employer.)
  [new RegExp(String.raw`\b(I|[Hh]e|[Ss]he)\s+(?:am|'m|is|'s)\s+(?:now\s+)?(?!(?:a|an|the|my|our|his|her|their|one|no|not|still|also|just)\s)((?:[a-z-]+\s+){0,2}(?:${ROLE_WORDS}))(?=\s+now\b|\s*[.,;!]|\s*$)`, 'gu'), (_all: string, who: string, role: string, at: number, text: string) => `${who} ${/^\s+now\b/.test(text.slice(at + _all.length)) ? '' : 'now '}${who === 'I' ? 'work' : 'works'} as ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`],
  // ("I got an iPhone 14 in the sales": a named thing got is one had now.)
  [/\b(I|[Ww]e)\s+(?:just\s+)?got\s+(?=(?:an?|my|our)\s+(?:new\s+)?(?:\p{Lu}|i\p{Lu})[\p{L}\p{N}-]*\s+\p{N})/gu, '$1 have got '],
  // ("User's preferred airline is KLM": the favourite one.)
  [/\b((?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|\p{Lu}[\p{L}-]*'s)\s+)preferred\s+(?=[a-z]+(?:\s+[a-z]+)?\s+(?:is|are|has become)\b)/gu, '$1favourite '],
  // ("User's job title changed to design lead", "my phone number has changed to ...": what it is now.)
  [/\b((?:[Mm]y|[Oo]ur|[Yy]our|[Hh]is|[Hh]er|[Tt]heir|\p{Lu}[\p{L}-]*'s)\s+(?:(?!(?:has|have|had|was|were|is|are|been)\s)[a-z-]+\s+){0,2}(?!(?:has|have|had|was|were|is|are|been)\s)[a-z-]+)\s+(?:has\s+|have\s+)?(?:been\s+|was\s+)?changed\s+to\s+(?=\S)/gu, '$1 is now '],
  // ("My job title is product designer", "User's job title is now design lead": the work one does, as "works as" says.)
  [/\b([Mm]y|[Hh]is|[Hh]er|[Tt]heir|\p{Lu}[\p{L}-]*'s)\s+(?:job\s+title|title|job|role|position)\s+(?:is|'s)\s+(now\s+)?(?:an?\s+)?(?=[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3}\s*(?:$|[.,;!?]|\s+(?:at|for|with|now|since|after)\b))/gu, (_all: string, owner: string, now: string | undefined) => {
    const who = /^my$/i.test(owner) ? 'I' : /^(?:his|her|their)$/i.test(owner) ? owner.toLowerCase() === 'his' ? 'He' : owner.toLowerCase() === 'her' ? 'She' : 'They' : owner.slice(0, -2);
    return `${who} ${now ?? ''}${/^(?:I|They)$/.test(who) ? 'work' : 'works'} as a `;
  }],
  // ("increased their grocery budget to £480 a month": what the budget is now.)
  [/(?<!\b(?:[Tt]he|[Oo]ur|[Mm]y|[Hh]is|[Hh]er|[Tt]heir)\s+)\b(?:I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey|\p{Lu}[\p{L}-]*)\s+(?:have\s+|has\s+|'ve\s+)?(?:just\s+)?(?:increased|raised|upped|bumped\s+up|cut|reduced|lowered|dropped)\s+((?:my|our|his|her|their|the|\p{Lu}[\p{L}-]*'s)\s+(?:[a-z-]+\s+){0,2}(?:budget|allowance|spending limit|pocket money))\s+to\s+(?=[£$€\d])/gu, (all: string, thing: string) => {
    // ("The user increased their grocery budget": the subject's own.)
    const subject = /^(\p{Lu}[\p{L}-]*)\s/u.exec(all)?.[1];
    const owned = subject && !/^(?:I|We|He|She|They)$/.test(subject) ? thing.replace(/^(?:their|his|her)\b/i, `${subject}'s`) : thing;
    return `${owned.charAt(0).toUpperCase()}${owned.slice(1)} is now `;
  }],
  // ("User budgets £400 a month for groceries": the budget for it.)
  [/\b(I|[Ww]e|\p{Lu}[\p{L}-]*)\s+(?:budgets?|allows?|allocates?|sets?\s+aside)\s+([£$€]\s?\d[\d,.]*\s+(?:a|per)\s+(?:week|month|year))\s+(?:for|on)\s+([a-z][a-z-]*)\b/gu, (_all: string, who: string, amount: string, thing: string) => `${/^I$/.test(who) ? 'My' : /^we$/i.test(who) ? 'Our' : `${who}'s`} ${thing.replace(/ies$/, 'y').replace(/s$/, '')} budget is ${amount}`],
  // ("I am up to twenty houseplants now": how many one has now.)
  [/\b(I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey)\s+(?:am|'m|are|'re|is|'s)\s+(?:now\s+)?(?:up|down)\s+to\s+(?=(?:\d[\d,]*|[a-z]+(?:-[a-z]+)?)\s+\p{Ll}[\p{L}-]*s\b)/gu, (_all: string, who: string, at: number, text: string) => `${who} ${/\bnow\b/i.test(text.slice(at)) ? '' : 'now '}${/^(?:he|she)$/i.test(who) ? 'has' : 'have'} `],
  // ("I got a raise, I am on £32,000 now": a salary said as what one is on.)
  [/\b(I|[Hh]e|[Ss]he)\s+(?:am|'m|is|'s)\s+(?:now\s+)?on\s+([$€£]\s?\d{1,3}(?:,\d{3})+|[$€£]\s?\d{2,3}k)(?:\s+a\s+year)?(?!\s*(?:a|an|per)\s+(?:month|week|day|hour))/gu, (_all: string, who: string, amount: string) => `${who} ${/^I$/.test(who) ? 'earn' : 'earns'} ${amount} a year`],
  // ("I booked us a cottage in Cornwall for August": where one is going.)
  [/\b(I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey)\s+(?:have\s+|'ve\s+|has\s+)?(?:just\s+)?booked\s+(?:us|me|myself|them|him|her)?\s*(?:an?|the)\s+(?:[a-z-]+\s+)?(?:cottage|hotel|villa|apartment|flat|cabin|chalet|lodge|campsite|caravan|B&B|holiday|trip|house|room|Airbnb)\s+(?:in|on|near)\s+(?=\p{Lu})/gu, (_all: string, who: string) => `${who} ${/^(?:he|she)$/i.test(who) ? 'is' : /^I$/.test(who) ? 'am' : 'are'} going to `],
  // ("Tuesday evenings at seven", "on Friday nights": every week, not one Tuesday.)
  [/\b((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\s+(morning|afternoon|evening|night)s\b/gu, (_all: string, day: string, part: string) => `${day}s ${part === 'night' ? 'at night' : `in the ${part}`}`],
  // ("my leaving do", "her birthday do": a party, not the verb.)
  [/\b(leaving|birthday|retirement|Christmas|christmas|engagement|farewell|graduation|housewarming|office)\s+do\b/gu, '$1 party'],
  [/\bmoved\s+house\s+(?=to\s)/g, 'moved '],
  // ("I'm Lucía, product designer at Cabify", "I'm Amara, a data analyst at Safaricom": one's work, said with one's name.)
  [new RegExp(String.raw`\b(I'm|I\s+am)\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?,\s+(?:an?\s+|the\s+)?((?:[a-z-]+\s+){0,3}(?:${ROLE_WORDS}))\s+(at|with|for)\s+(?=(?:the\s+)?\p{Lu})`, 'gu'), (_all: string, am: string, role: string, prep: string) => `${am} ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role} ${prep} `],
  // ("I've been fully vegan since January": how strictly is no part of the diet; "went fully vegan" reads as it is.)
  [/(?<=\bbeen\s+)(?:fully|strictly|completely|totally|entirely|100%)\s+(?=(?:vegan|vegetarian|veggie|pescatarian|plant-based|gluten-free|dairy-free|keto|halal|kosher)\b)/gu, ''],
  // ("Jude remains at the Clapton Road hostel in Hackney", "has settled into his council flat on Hoe Street": a home of
  // some kind in a place, said as living there.)
  [/\b(remains|remain|stays|stay|staying|is\s+staying|is\s+housed|has\s+settled|have\s+settled|settled|(?:lives|live|living)(?=\s+at))\s+(?:at|in|into)\s+(?:the|a|an|his|her|their|my|our)\s+(?:[\p{L}'-]+\s+){0,4}?(?:hostel|shelter|flat|house|home|refuge|apartment|hotel|halls|studio|bungalow|cottage|room|bedsit|B&B)\s+(on|in|at)\s+(?=\p{Lu})/gu, (_all: string, verb: string, prep: string) => {
    const changed = /settled/.test(verb);
    const lives = /^(?:live|remain|stay|have\s+settled)$/.test(verb) ? 'live' : 'lives';
    return `${changed ? 'now ' : ''}${lives} ${prep === 'on' ? 'on' : 'in'} `;
  }],
  // ("We are pleased to confirm your appointment with Infosys Limited as Systems Engineer": whom the letter greets works there.)
  [/\b(?:(?:we|I)\s+(?:are|am)\s+(?:pleased|delighted|happy)\s+to\s+confirm\s+)?your\s+appointment\s+(?:with|at|to)\s+((?:the\s+)?\p{Lu}[^.!?,]{0,60}?)\s+as\s+(?:an?\s+)?(\p{L}[\p{L} -]{1,40}?)(?=\s*[,.;]|\s+(?:at|in|from|on|with|reporting)\b)/gu, (_all: string, org: string, role: string) => `you work as ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role.toLowerCase()} at ${org}`],
  // ("we confirm you joined Thoughtworks as Senior Consultant": what the letter confirms is said of its reader.)
  [/\b(?:we|I)\s+(?:are\s+pleased\s+to\s+|can\s+)?confirm(?:s|ed)?\s+(?:that\s+)?(?=you\s+(?:have\s+)?(?:joined|started|moved|transferred|been\s+(?:appointed|promoted|hired)))/gu, ''],
  // ("he's out in Galway now", "she's up in Leeds these days": where one is.)
  [/\b((?:he|she|He|She|\p{Lu}\p{Ll}+)(?:\s+is|'s))\s+(now\s+)?(?:out|over|up|down|back)\s+in\s+(?=\p{Lu})/gu, '$1 $2in '],
  // ("Nordvik Robotics has completed the relocation of its headquarters to Oslo": where it is headquartered now.)
  [/\b(?:has\s+|have\s+)?(?:(?:completed|finished)\s+(?:the\s+)?(?:relocation|move)\s+of|moved|relocated|transferred|shifted)\s+(?:its|their|our)\s+(?:headquarters|head\s+office|HQ|main\s+office|registered\s+office)\s+(?:from\s+\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?\s+)?to\s+(?=\p{Lu})/gu, 'is now headquartered in '],
  // ("lives above her shop on Great Junction Street in Edinburgh": the street and town are where one lives.)
  [/\b(lives?|living)\s+(?:above|over|behind|below|next\s+to|beside|near)\s+(?:(?:my|his|her|their|our|the|a)\s+|\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?'s\s+)?(?:[\p{Ll}'-]+\s+)?(?:shop|store|caf[eé]|pub|bakery|restaurant|office|studio|garage|salon|workshop|business|surgery)\s+(?=(?:on|in|at)\s+\p{Lu})/gu, '$1 '],
  // ("finally unpacked after the move to Peckham": the speaker moved there.)
  [/^(.*?)\b(?:after|since)\s+(?:the|our|my)\s+(?:big\s+)?move\s+to\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)/u, (all: string, before: string, place: string) => (/\b(?:I|we|my|our)\b/i.test(before) || /^\s*(?:\p{Ll}+\s+){0,2}\p{Ll}+ed\b/u.test(before) ? `I moved to ${place}; ${before}` : all)],
  // ("reads nothing but crime novels": only them.)
  [/\bnothing\s+but\s+(?=\p{L})/gu, 'only '],
  // ("I've gone over to Hoka Cliftons": switched to them.)
  [/\b(?:gone|went|come|came)\s+over\s+to\s+(?=\p{Lu})/gu, 'switched to '],
  // ("Priya Raman writes from Bangalore, where she runs a design studio": where the writer is.)
  [/\b(writes|wrote|writing|reports|reporting)\s+from\s+(?=\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?\s*(?:,|$|\.))(?![^.!?]*\b(?:live|lives|living|lived|moved|settled)\b)/gu, 'lives in '],
  // ("a barista at an independent place called Grindhouse": the place is Grindhouse.)
  [/\b(?:an?|the)\s+(?:(?:new|small|little|local|independent|tiny|family-run|cool|great|lovely)\s+){0,2}(?:place|shop|cafe|café|coffee shop|restaurant|bar|pub|company|firm|startup|start-up|agency|studio|bakery|gym|school|practice|clinic|salon|charity|label|brand)\s+(?:called|named)\s+(?=\p{Lu})/gu, ''],
  // ("Quit Costa, now I'm a barista at Grindhouse": what was left is what the new claim replaces.)
  [/^(\s*)(?:I\s+)?(?:[Qq]uit|[Ll]eft|[Dd]itched|[Dd]ropped)\s+(\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*)?)\s*[,;]\s*(?:and\s+|so\s+)?(now\s+I(?:'m|\s+am|\s+work|\s+do)\b[^.!?]*?)\s*([.!]?)\s*$/u, (_all, space: string, left: string, rest: string, end: string) => `${space}${rest} instead of ${left}${end}`],
  // ("I'm putting away £350 a month for the deposit": saving it.)
  [/\b(putting|put|puts|setting|set|sets|stashing|stash|stashes)\s+(?:away|aside)\s+(?=[$€£¥]\s?\d)/g, (_all, verb: string) => (/^(?:putting|setting|stashing)$/.test(verb) ? 'saving ' : /s$/.test(verb) ? 'saves ' : 'save ')],
  // ("I've put the guitar down": given it up.)
  [/\b(?:put|putting|puts)\s+(?:the|my)\s+([a-z-]+)\s+(?:down|aside|away)(?:\s+for\s+good)?\b/g, (_all, thing: string) => `given up the ${thing}`],
  // ("Coach Martins has replaced Coach Webb in charge of the under-14s": now in charge of them.)
  [/\b(?:has\s+|have\s+)?(?:replaced|succeeded|taken over from|took over from)\s+(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Coach|Captain)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+)?\s+(?=in\s+charge\s+of\s)/gu, 'is now '],
  // ("Coach Webb is in charge of the under-14s": the group is led by him, so a new leader replaces him.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Coach|Captain|Chef|Sister|Father)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+)?)\s+(?:is|'s)\s+(now\s+)?in\s+charge\s+of\s+((?:the|our)\s+[\p{L}\d'-]+(?:\s+[\p{L}\d'-]+){0,2})(?=\s*(?:[.,;!]|$))/u, (all, lead: string, name: string, now: string | undefined, group: string) =>
    NOT_NAMES.has(name.split(' ')[0]!) ? all : `${lead}${group} ${now ? 'is now' : 'is'} led by ${name}`],
  // ("Obsidian has replaced Evernote for my notes": what the speaker uses for them now.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(\p{Lu}[\p{L}\d.+&'-]*(?:\s+\p{Lu}[\p{L}\d.+&'-]*)?)\s+(?:has\s+|have\s+)?(?:replaced|taken over from|took over from)\s+(\p{Lu}[\p{L}\d.+&'-]*(?:\s+\p{Lu}[\p{L}\d.+&'-]*)?)\s+for\s+(my|our)\s+/u, (_all, lead: string, fresh: string, old: string, my: string) => `${lead}${my === 'my' ? 'I' : 'we'} now use ${fresh} instead of ${old} for ${my} `],
  // ("paying customers at Tally reached 19,500": Tally has that many.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)((?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+s)\s+(?:at|of|for)\s+(\p{Lu}[\p{L}\d&.'-]*(?:\s+\p{Lu}[\p{L}\d&.'-]*)?)\s+(?:has\s+|have\s+)?(?:reached|hit|passed|topped|grew to|rose to|climbed to|fell to|dropped to|stands? at|now stands? at)\s+(\d[\d,]*(?:\.\d+)?k?)(?=\s*[.;!]|\s*$)/u, (_all, lead: string, things: string, org: string, count: string) => `${lead}${org} now has ${count} ${things}`],
  // ("the rent for 14 Oak Street rises to £1,025 a month": the rent is that now.)
  [/(?<!\b(?:was|were|been|be|is|are|being|has|have|had)\s)\b(?:rises|rose|goes up|went up|increases|increased|jumps|jumped|falls|fell|drops|dropped|goes down|went down)\s+to\s+(?=[$€£¥]\s?\d)/g, 'is now '],
  // ("Byline: By Marcus Reid, health correspondent, The Independent": who writes for whom.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)[Bb]y\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2}),\s+((?:[a-z-]+\s+){0,2}[a-z-]+),\s+((?:[Tt]he\s+)?\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3})\s*([.!]?)\s*$/u, (_all, lead: string, name: string, role: string, org: string) => `${lead}${name} is ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role} at ${org}.`],
  // ("we are building the admin panel with Svelte": it will be built with Svelte, as an RFC says.)
  [/\b(?:we|I|they|the team)\s*(?:'re|\s+are|'ll\s+be|\s+will\s+be|\s+have\s+been|'ve\s+been|\s+are\s+now|'re\s+now)\s+(?:building|writing|developing|coding)\s+((?:the|our)\s+(?:[a-z-]+\s+){0,2}[a-z-]+)\s+(?:with|in|using|on)\s+(?=\p{Lu})/gu, (_all, thing: string) => `${thing} will be built with `],
  // ("My car goes in for its service on March 14": the car's service is on that day.)
  [/\b(?:[Mm]y|[Oo]ur|[Tt]he)\s+([a-z-]+)\s+(?:goes|go|is going|'s going|will go)\s+in\s+for\s+(?:its|a|an|the)\s+(service|mot|MOT|repair|inspection|check-up|checkup|annual service)\s+(?=(?:on|this|next)\s)/gu, (_all, thing: string, event: string) => `my ${thing} ${event.toLowerCase()} is `],
  [JOB_AREA_AT, (_all, who: string, adverb: string | undefined) => `${who} ${adverb ? `${adverb} ` : ''}${/^(?:I|we)$/i.test(who) ? 'work' : 'works'} at `],

  // ("Yusuf Ali is no longer at Allen & Overy - he is now in-house counsel at Unilever": a spaced dash before a
  // pronoun starts a clause of its own.)
  [/\s+[-–—]\s+(?=(?:he|she|they|I|we|it)\s)/gu, '; '],
  // ("Yusuf Ali is no longer at Allen & Overy": he no longer works there.)
  [new RegExp(String.raw`\b(I|[Hh]e|[Ss]he|they|we|${PERSON_NAME})\s*(?:'s|'m|'re|\s+is|\s+am|\s+are)\s+no\s+longer\s+(?:at|with)\s+(?=(?:the\s+)?\p{Lu})`, 'gu'), (_all, who: string) => `${who} no longer ${/^(?:I|we|they)$/.test(who) ? 'work' : 'works'} at `],
  // ("he is now in-house counsel at Unilever": a role held at an employer, said with no article.)
  [ROLE_NO_ARTICLE, (_all, be: string, role: string) => `${be}${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role} `],
  // ("I closed my HSBC account", "cancelled my Netflix subscription": no longer with it; a membership cancelled is read
  // as a decision, below.)
  [/\b(?:closed|cancell?ed|shut)\s+(?:my|our|his|her|their)\s+((?:the\s+)?\p{Lu}[\p{L}\p{N}&.'-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'-]*){0,3})\s+(?:bank\s+)?(?:account|subscription|card|plan|contract)\b/gu, 'no longer use $1'],
  // ("Down to 86 kg!": what the speaker weighs now.)
  [/^(\s*)(?:(?:I'm|I\s+am)\s+)?(?:now\s+)?(?:down|up)\s+to\s+(\d+(?:\.\d+)?\s*(?:kg|kilos|lbs?|pounds|stone))\b(?:\s+now\b)?/iu, '$1I now weigh $2'],
  // ("I've moved again, to Bedminster this time": moved to it.)
  [/\bmoved\s+(?:house\s+)?(?:again|once more)\s*,?\s+to\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)(?:\s+this\s+time)?/gu, 'moved to $1'],
  // ("My GP raised my sertraline to 100 mg a day": the dose the speaker takes now.)
  [/^(\s*)(?:(?:[Mm]y|[Tt]he|[Hh]is|[Hh]er)\s+(?:GP|doctor|consultant|psychiatrist|nurse|specialist|prescriber|vet)\s+)?(?:has\s+)?(?:raised|upped|increased|lowered|reduced|cut|put)\s+(?:up\s+)?(?:my|our)\s+([a-z-]+)\s+(?:dose\s+|dosage\s+)?(?:up\s+|down\s+)?to\s+(\d+(?:\.\d+)?\s*(?:mg|mcg|ml|g|units?|iu))\s+(a|per|each)\s+(day|week|night)\b/u, '$1I now take $3 of $2 $4 $5'],
  // ("Jess: still in Hove, right by the seafront", a chat's answer with no verb: where the speaker is.)
  [/^(\s*)(?:still|now|currently)\s+(?:living\s+|based\s+)?in\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)(?=\s*(?:[,.!;]|$))/u, '$1I still live in $2'],
  // ("loving Lewes so far, the move from Hove was worth it": the speaker moved from Hove to Lewes.)
  [/^(\s*)(?:loving|enjoying|settling\s+into|settled\s+in(?:to)?)\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\b[^.!?]*?\bthe\s+move\s+from\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\b.*$/u, '$1I moved from $3 to $2.'],
  // ("long-time member Frank Doyle, of Galway, won the spring trophy", "Frank Doyle, now of Limerick, won ...": he lives there.)
  [new RegExp(String.raw`\b(${PERSON_NAME}),\s+(now\s+)?of\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?),\s+(?=\p{Ll})`, 'gu'), (_all, name: string, now: string | undefined, place: string) => `${name} ${now ? 'now ' : ''}lives in ${place}; ${name} `],
  // ("Home is Cambridge now": the speaker lives there.)
  [/^(\s*)[Hh]ome\s+is\s+(now\s+)?(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\b/u, (_all, space: string, now: string | undefined, place: string) => `${space}I ${now ? 'now ' : ''}live in ${place}`],
  // ("Panel: moderated by Chen Wei (Tencent)": the moderator's employer in brackets.)
  [new RegExp(String.raw`\b(?:moderated|chaired|hosted|presented|introduced|led|run|organi[sz]ed)\s+by\s+(${PERSON_NAME})\s*\(((?:the\s+)?\p{Lu}[\p{L}\p{N}&.'-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'-]*){0,3})\)`, 'gu'), '$1 works at $2'],
  // ("who recently joined ByteDance from Tencent": the employer joined, and the one it replaces.)
  [/\b(joined|joins|has joined|moved to|has moved to)\s+((?:the\s+)?\p{Lu}[\p{L}\p{N}&.'-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'-]*){0,3})\s+from\s+((?:the\s+)?\p{Lu}[\p{L}\p{N}&.'-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'-]*){0,3})(?=\s*(?:[.,;!]|$))/gu, '$1 $2 instead of $3'],
  // ("I'm contracting for the Home Office", "freelancing for Vice": working for it.)
  [/\b(I|we|[Hh]e|[Ss]he|they)(?:'m|\s+am|'re|\s+are|'s|\s+is)\s+(?:now\s+)?(?:contracting|freelancing|consulting)\s+for\s+(?=(?:the\s+)?\p{Lu})/gu, (_all, who: string) => `${who} ${/^(?:I|we|they)$/.test(who) ? 'work' : 'works'} for `],
  // ("My Home Office contract ended and I've signed with the NHS for a year": the new one is who one works for now.)
  [/\b(I|we)(?:'ve|\s+have)\s+(?:now\s+|just\s+)?signed\s+(?:on\s+)?with\s+(?=(?:the\s+)?\p{Lu})/gu, '$1 now work for '],
  // ("we've booked Hedsor House for the reception": the reception is there.)
  [/\b(?:I|we)(?:'ve|\s+have)?\s+(?:now\s+|just\s+|finally\s+)?booked\s+((?:the\s+)?\p{Lu}[\p{L}\p{N}&.'-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'-]*){0,3})\s+for\s+(?:the|our|my)\s+(reception|wedding|party|venue|ceremony|dinner|conference|event|offsite|launch|retreat|celebration)\b/gu, 'the $2 is at $1'],
  // ("The embassy emailed me a new slot for the visa interview: April 11": the interview is on that day now.)
  [/^.*?\ba\s+new\s+(?:slot|date|time|day|appointment)\s+for\s+(?:the|my|our)\s+((?:[a-z-]+\s+){0,2}[a-z-]+)\s*(?::|,|-|is|on)\s*(?:on\s+)?(?=(?:the\s+)?(?:\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\p{L}*\b|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day))/u, (_all, event: string) => `my ${event} is now on `],
  // ("Radiology rang, my MRI is brought forward to March 13": what was said of the speaker's own.)
  [/^(\s*)(?:\p{Lu}[\p{L}' ]{1,30}?)\s+(?:rang|called|phoned|emailed|texted|wrote|confirmed)\s*[,:;]\s*(?=(?:my|our)\s)/u, '$1'],
  // ("my MRI is brought forward to March 13": now on that day.)
  [/\b((?:my|our)\s+(?:[a-z-]+\s+){0,2}?[\p{L}-]+)\s+(?:is|has\s+been|was|got)\s+(?:brought\s+forward|moved|pushed\s+back|put\s+back|postponed|rescheduled)\s+(?:to|until)\s+(?=(?:the\s+)?(?:\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\p{L}*\b))/gu, '$1 is now on '],
  // ("Loop has a headcount of 40", later "headcount at Loop is 110": the firm's headcount.)
  [/\b((?:the\s+)?\p{Lu}[\p{L}\p{N}&.'-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'-]*){0,3})\s+has\s+an?\s+(headcount|capacity|turnover|revenue|membership|population|staff)\s+of\s+(?=\d)/gu, "$1's $2 is "],
  [/\b(headcount|capacity|turnover|revenue|membership|population)\s+(?:at|of)\s+((?:the\s+)?\p{Lu}[\p{L}\p{N}&.'-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'-]*){0,3})\s+(?:is|stands at|has reached|reached)\s+(now\s+)?(?=\d)/gu, (_all, what: string, org: string, now: string | undefined) => `${org}'s ${what} is ${now ?? 'now '}`],
  // ("the new stand lifts capacity to 32,500", "capacity is 27,000" under a heading: the capacity.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:[^.;!?]*?\b(?:lifts|raises|increases|boosts|takes|brings|cuts|reduces|lowers)\s+)(?:the\s+|its\s+|our\s+)?(capacity|headcount|limit|target|total)\s+to\s+(?=\d)/u, '$1the $2 is now '],
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(capacity|headcount)\s+is\s+(?=\d)/u, '$1the $2 is '],
  // ("soup of the day went up by 40p to £3.20": what it costs now.)
  [/\b(?:went|goes|has\s+gone|rose|has\s+risen|increased|has\s+increased|fell|dropped|has\s+dropped)\s+(?:up\s+|down\s+)?by\s+\S+\s+to\s+(?=[$€£¥]\s?\d)/g, 'now costs '],
  // ("soup of the day is £2.80" under a heading: the thing priced, named with no article.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?!(?:the|a|an|my|our|your|their|his|her|its|this|that|it|we|I|you|they|he|she)\s)(\p{Ll}[\p{Ll} -]{2,40}?)\s+(is|are|costs?|now\s+costs?)\s+(?=[$€£¥]\s?\d)/u, '$1the $2 $3 '],
  // ("I'm on EE for my mobile": the provider used for it.)
  [/\b(I|we)(?:'m|\s+am|'re|\s+are)\s+(?:now\s+|still\s+)?on\s+((?:the\s+)?\p{Lu}[\p{L}\p{N}&.'-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'-]*){0,3})\s+for\s+(my|our)\s+/gu, '$1 use $2 for $3 '],
  // ("I ported my number from EE to giffgaff": the network used now.)
  [/\b(I|we)(?:'ve|\s+have)?\s+(?:just\s+)?ported\s+(?:my|our)\s+(?:mobile\s+)?(?:number|phone|mobile)\s+from\s+((?:the\s+)?\p{Lu}[\p{L}\p{N}&.'-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'-]*){0,3}|\p{Ll}[\p{L}-]*)\s+to\s+((?:the\s+)?\p{Lu}[\p{L}\p{N}&.'-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'-]*){0,3}|\p{Ll}[\p{L}-]*)/gu, '$1 now use $3 instead of $2 for my mobile'],
  // ("The AeroPress is in the cupboard now": no longer used.)
  [/\b(?:[Tt]he|[Mm]y|[Oo]ur)\s+(\p{Lu}[\p{L}\d-]*(?:\s+\p{Lu}[\p{L}\d-]*)?)\s+(?:is|'s)\s+(?:now\s+)?(?:in\s+the\s+(?:cupboard|drawer|loft|attic|garage|shed|back of the cupboard)|gathering\s+dust|in\s+storage)(?:\s+now)?\b/gu, 'I no longer use $1'],
  // ("I use a V60 every morning": what is used, however often.)
  [/(\buse[sd]?\s+(?:an?\s+|the\s+|my\s+)?\p{Lu}[\p{L}\d-]*(?:\s+\p{Lu}[\p{L}\d-]*)?(?:\s+for\s+(?:my|our)\s+[a-z]+)?)\s+every\s+(?:morning|day|night|evening|week)\b/gu, '$1'],
  // ("Gemma changed her mind and wants a soul playlist": what she wants now.)
  [/\b(?:changed|has changed)\s+(?:her|his|my|their|our)\s+minds?\s*,?\s+(?:and|so)\s+(?:now\s+)?/g, 'now '],
  // ("Nadia Shah was voted in as chair, replacing Bill Hunt", "Bill Hunt chairs the association": who is chair.)
  [new RegExp(String.raw`\b(${PERSON_NAME})\s+(?:now\s+)?chairs\s+the\s+(?:[a-z-]+\s+)?(?:association|society|trust|charity|forum|network|federation|guild|union)\b`, 'gu'), '$1 is the chair'],
  [/\b(?:was|has been|got)\s+(?:voted|elected|appointed)\s+(?:in\s+)?as\s+(?=(?:the\s+)?(?:chair|treasurer|secretary|president|captain|head|leader)\b)/g, 'is now '],
  // ("these days Aunt Rose says nowhere beats the Lake District": her favourite now.)
  [new RegExp(String.raw`\b(${PERSON_NAME})\s+(?:says|thinks|reckons|insists)\s+(?:that\s+)?(?:nowhere|nothing|no\s+place)\s+(?:beats|tops|compares\s+to|comes\s+close\s+to)\s+`, 'gu'), "$1's favourite is now "],
  // ("Assam is my tea of choice now": my favourite tea.)
  [/\b(my|our|his|her|their|\p{Lu}\p{Ll}+'s)\s+([a-z]+)\s+of\s+choice\b/gu, '$1 favourite $2'],
  // ("I've gone off Earl Grey, Assam is my favourite tea now": a favourite named first after a comma.)
  [/([,;]\s*(?:and\s+)?)(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,3})\s+(?:is|'s)\s+(now\s+)?(my|our|his|her|their)\s+(?:new\s+)?(favou?rite|go-to)\s+(?!(?:for|of|in|on|at|to|with|by|from|now)\b)([a-z]+)(\s+now)?\b/gu, (_all, lead: string, thing: string, now1: string | undefined, owner: string, fav: string, kind: string, now2: string | undefined) => `${lead}${owner} ${fav} ${kind} is ${thing}${now1 || now2 ? ' now' : ''}`],
  // ("I've gone right off Earl Grey": no longer liked.)
  [/\b(gone|went|going)\s+(?:right|completely|totally|a bit)\s+off\s+/g, '$1 off '],
  // ("reach Mrs Dunn by phone", "Mrs Dunn now asks to be reached by email only": how she prefers to be contacted.)
  [new RegExp(String.raw`^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:reach|contact|call|ring)\s+(${PERSON_NAME})\s+(?:by|via|on)\s+(?=\p{Ll})`, 'u'), '$1$2 prefers to be contacted by '],
  [new RegExp(String.raw`\b(${PERSON_NAME})\s+(now\s+)?(?:asks|wants|prefers|has asked)\s+to\s+be\s+(?:reached|contacted|called)\s+(?:by|via|on)\s+`, 'gu'), (_all, name: string, now: string | undefined) => `${name} ${now ?? ''}prefers to be contacted by `],
  // ("shipping day moves to Thursdays from next sprint": the team ships on Thursdays now.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:the\s+|our\s+)?([a-z]+ing)\s+day\s+(?:moves|is moving|has moved|moved|changes|is changing)\s+to\s+(?=(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b)/u, (_all, lead: string, doing: string) => `${lead}we now ${baseVerbPhrase(doing)} on `],
  // ("Calendar: 12 April - Mia's school play": the event is on that day.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(\d{1,2}\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\p{L}*|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\p{L}*\s+\d{1,2})\s*[-–—:]\s*((?:\p{Lu}\p{Ll}+'s|[Tt]he|[Mm]y|[Oo]ur)\s+(?:[\p{L}-]+\s+){0,3}[\p{L}-]+)\s*[.!]?\s*$/u, '$1$3 is on $2.'],
  // ("Mia's school play moved from 12 April to 19 April": it is on the second day now.)
  [/\b((?:\p{Lu}\p{Ll}+'s|[Tt]he|[Mm]y|[Oo]ur)\s+(?:(?!(?:has|have|had|been|is|was)\s)[\p{L}-]+\s+){0,3}(?!(?:has|have|had|been|is|was)\s)[\p{L}-]+)\s+(?:has\s+)?(?:been\s+)?(?:moved|changed|shifted|switched|rescheduled|pushed)\s+from\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\p{Ll}*|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\p{Ll}*\s+\d{1,2}(?:st|nd|rd|th)?)\s+to\s+(?=(?:the\s+)?(?:\d|\p{Lu}))/gu, '$1 is now on '],
  // ("Ahmed Karimi's Saturday stall has been moved from Pitch 14 to Pitch 31": where the thing is now.)
  [/\b((?:\p{Lu}\p{Ll}+'s|[Tt]he|[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our)\s+(?:(?!(?:has|have|had|been|is|was)\s)[\p{L}-]+\s+){0,3}(?!(?:has|have|had|been|is|was)\s)[\p{L}-]+)\s+(?:has\s+been|have\s+been|is|was|got)\s+(?:moved|relocated|transferred|reassigned)\s+from\s+(?:the\s+)?(?:[Pp]itch|[Rr]oom|[Bb]ay|[Ss]tand|[Ss]tall|[Gg]ate|[Pp]latform|[Dd]esk|[Bb]ooth|[Uu]nit|[Pp]lot|[Tt]able|[Bb]erth|[Ww]ard|[Bb]ed|[Ss]uite|[Ll]ocker|[Ff]loor|[Ll]evel)\s+\S+\s+to\s+(?=(?:the\s+)?(?:\d|\p{Lu}))/gu, '$1 is now at '],
  // ("the new commodore is Fiona Blake": the commodore is her now.)
  [/\b(the|our)\s+new\s+([a-z]+)\s+(is|are)\s+(?=(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu})/gu, '$1 $2 $3 now '],
  // ("My ThinkPad died so I'm on a MacBook Air now": the machine worked on now.)
  [/\b(I|we)(?:'m|\s+am|'re|\s+are)\s+(?:now\s+)?on\s+(an?|my|the)\s+(\p{Lu}[\p{L}\d-]*(?:\s+[\p{Lu}\d][\p{L}\d-]*){0,2})(?![\p{L}\d-])(?!\s+(?:plan|contract|tariff|deal|subscription|bundle|package|waiting|course|diet|rota|list|team|call)\b)(?:\s+now)?\b/gu, '$1 now work on $2 $3'],
  // ("we're pushing Ledgerly 2.0 to Monday 7 April", "they've moved the offsite to 12 May": when it is now.)
  [/\b(?:we|I|they|he|she)(?:'re|'ve|'m|\s+are|\s+have|\s+am|\s+is|\s+has)?\s+(?:just\s+|now\s+|officially\s+)?(?:pushing|pushed|moving|moved|shifting|shifted|slipping|slipped|postponing|postponed|rescheduling|rescheduled|bumping|bumped|delaying|delayed)\s+(?:back\s+)?((?:the\s+|our\s+|my\s+|his\s+|her\s+|their\s+)?(?:\p{Lu}[\p{L}\p{N}.'-]*|\p{Ll}[\p{Ll}'-]+)(?:\s+(?:\p{Lu}[\p{L}\p{N}.'-]*|\p{Ll}[\p{Ll}'-]+|\d[\d.]*)){0,3}?)\s+(?:back\s+)?(?:to|until|till)\s+(?=(?:(?:Mon|Tue|Tues|Wed|Wednes|Thu|Thur|Thurs|Fri|Sat|Satur|Sun)(?:day)?(?![\p{L}])|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\s+\d|next\s+(?:week|month|Mon|Tue|Wed|Thu|Fri|Sat|Sun)|the\s+\d{1,2}(?:st|nd|rd|th))\b)/gu, (all: string, thing: string) => (/^(?:it|them|this|that|me|us|him|her|you|everything|things)$/i.test(thing) ? all : `${thing} is now scheduled for `)],
  // ("Chiara is still at Ferrari in Maranello", "is now with Ducati in Bologna": a firm in a town is where one works.)
  [new RegExp(String.raw`\b(I|[Hh]e|[Ss]he|${PERSON_NAME})(?:'m|'s|\s+am|\s+is)\s+((?:still|now)\s+)?(?:at|with)\s+(?=\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,2}\s+in\s+\p{Lu})`, 'gu'), (_all: string, who: string, how: string | undefined) => `${who} ${how ?? ''}${who === 'I' ? 'work' : 'works'} at `],
  // ("Mrs Kowalczyk now asks for late afternoon slots": what she prefers now.)
  [new RegExp(String.raw`\b(${PERSON_NAME})\s+(now\s+)?(?:asks|has\s+asked|asked|requests|has\s+requested)\s+(?:for\s+)?(?=(?:late|early|morning|afternoon|evening|weekend|weekday|phone|video|face-to-face|in-person|telephone|email|text)\b)`, 'gu'), '$1 $2prefers '],
  // ("Find me in Kilimani now: Argwings Kodhek Road", "still grinding at Mercado Libre": where one lives, works.)
  [/(^|[.!?]\s+)[Ff]ind\s+me\s+(?:in|at)\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*)(?:\s+now)?(?:\s*:\s*)?/gu, (all: string, start: string, place: string) => `${start}I now live in ${place}${/:\s*$/.test(all) ? ', ' : ' '}`],
  [/\b(I'm|I\s+am|[Hh]e's|[Ss]he's|[Hh]e\s+is|[Ss]he\s+is)?\s*(?:still\s+)?(?:grinding|slaving\s+away|working\s+away|plugging\s+away)\s+at\s+(?=\p{Lu})/gu, (_all: string, who: string | undefined) => (who ? `${/^I/.test(who) ? 'I' : who.replace(/'s$|\s+is$/, '')} ${/^I/.test(who) ? 'work' : 'works'} at ` : 'I work at ')],
  // ("Rania Aziz became Aramex's chief financial officer in January": works there, in that role.)
  [new RegExp(String.raw`\b(?:became|has\s+become|was\s+appointed(?:\s+as)?|has\s+been\s+appointed(?:\s+as)?)\s+(\p{Lu}[\p{L}&.-]*(?:\s+\p{Lu}[\p{L}&.-]*){0,3})'s\s+(?:new\s+)?((?:[\p{Ll}-]+\s+){0,3}(?:${ROLE_WORDS}))\b`, 'gu'), 'started at $1 as $2'],
  // ("He left Maersk in November and is now head of offshore logistics at Vestas": a role with no article, said with one.)
  [/\band\s+(is|'s)\s+now\s+((?:head|director|chief|vice\s+president|vp|lead|manager|leader)\s+of\s+[\p{Ll}-]+(?:\s+[\p{Ll}-]+){0,2})\s+(at|with|for)\s+(?=\p{Lu})/gu, 'and $1 now the $2 $3 '],
  // ("She's been at Toyota Research Institute since January": "'s" before "been" is "has".)
  [/\b([Ss]he|[Hh]e)'s\s+been\s+(?=at\s+\p{Lu})/gu, '$1 has been '],
  [/\band\s+(?:is|'s)\s+((?:still|now)\s+)?(?:at|with)\s+(?=\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,2}\s+in\s+\p{Lu})/gu, 'and $1works at '],
  // ("She's five weeks into Revolut now": where she has worked for that long.)
  [new RegExp(String.raw`\b(I|[Hh]e|[Ss]he|${PERSON_NAME})(?:'m|'s|\s+am|\s+is)\s+(?:now\s+)?(?:(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of|\d+)\s+)?(?:days?|weeks?|months?)\s+into\s+(?=\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,2}(?![\p{L}&.'-])(?!\s+(?:plan|course|programme|program|challenge)\b))`, 'gu'), (all: string, who: string, at: number, text: string) => `${who} ${/^[^.!?;]*\bnow\b/.test(text.slice(at + all.length)) ? '' : 'now '}${who === 'I' ? 'work' : 'works'} at `],
  // ("I'm at 12 Heol y Bont, Cardiff", "been at 8 Marine Parade, Aberystwyth since early December": a street address
  // someone is at is where they live.)
  [/\b(I|[Hh]e|[Ss]he|[Ww]e|[Tt]hey)(?:'m|'s|'re|\s+am|\s+is|\s+are)\s+(now\s+)?at\s+(?=\d{1,4}[A-Za-z]?,?\s+\p{Lu}[\p{L}'-]+(?:\s+(?:y|de|du|la|le|van|von|\p{Lu}[\p{L}'-]+))*,)/gu, (_all: string, who: string, now: string | undefined) => `${who} ${now ?? ''}${/^(?:I|we|they)$/i.test(who) ? 'live' : 'lives'} at `],
  [/(?:\b(?:'s|'ve|has|have)\s+|,\s+)(?:now\s+)?been\s+(?:living\s+)?at\s+(?=\d{1,4}[A-Za-z]?,?\s+\p{Lu}[^\n]*?\bsince\b)/gu, (all: string) => `${/^'ve|^have/.test(all.trim()) ? ' have' : /^,/.test(all) ? ', and has' : ' has'} lived at `],
  // ("Brightmoss just posted that Hollow Pines is delayed to May 22": what was announced, of what it names.)
  [/^(\s*)[^.!?\n]{0,60}?\b(?:just\s+|has\s+|have\s+|officially\s+)?(?:posted|announced|confirmed|tweeted|reported)\s+that\s+(?=\p{Lu}[\p{L}\p{N}'-]*(?:\s+\p{Lu}[\p{L}\p{N}'-]*)*\s+(?:is|are|has|have|will|was|were)\b)/u, '$1'],
  // ("Hollow Pines releases 7 March 2025", "is delayed to May 22, 2025", "DevFest will now hold on Saturday": when it is.)
  [new RegExp(String.raw`\b(?:(?:releases|(?:will\s+be|is\s+being|gets)\s+released|will\s+release)\s+(?:on\s+)?|(?:launches|ships|premieres|debuts|goes\s+live|comes\s+out)\s+)${A_DAY_AHEAD}`, 'gu'), 'is scheduled for '],
  [new RegExp(String.raw`\b(?:is|was|got|gets|'s)\s+(?:now\s+)?(?:delayed|postponed|pushed(?:\s+back)?|bumped|rescheduled)\s+(?:back\s+)?(?:to|until|till)\s+${A_DAY_AHEAD}`, 'gu'), 'is now scheduled for '],
  [/\bwill\s+(now\s+)?hold\s+(?=on\s|at\s|in\s)/g, 'will $1take place '],
  // ("officially a Vancouver resident now", "I'm a Lisbon resident": where one lives.)
  [/^(\s*)(?:(?:I'm|I\s+am)\s+)?(?:now\s+|officially\s+|finally\s+)*an?\s+(?:proud\s+|new\s+)?(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)\s+resident\b/u, '$1I now live in $2'],
  // ("Their Pune office is at 4th floor, Vision Towers, Baner Road": the building, its floor an aside.)
  [/\b(is|are|'s|'re)\s+(now\s+)?at\s+(?:the\s+)?(\d{1,3}(?:st|nd|rd|th)\s+floor),\s+(\p{Lu}[^,.;!?\n]*)/gu, (_all: string, be: string, now: string | undefined, floor: string, building: string) => `${be} ${now ?? ''}at ${building} (${floor})`],
  // ("I resumed at Reddington Hospital on Monday": started work there, as Nigerian and Indian English say it.)
  [/\b(I|[Hh]e|[Ss]he)\s+(?:have\s+|has\s+|'ve\s+|'s\s+)?(?:finally\s+|officially\s+)?resumed\s+(?:work\s+|duty\s+|duties\s+)?(?:at|with)\s+(?=(?:the\s+)?\p{Lu})/gu, '$1 started at '],
  // ("Got taken on at the Western General as a porter": hired there.)
  [/^(\s*)(?:I\s+|I've\s+|I\s+have\s+)?(?:[Gg]ot|[Bb]een|[Ww]as)\s+taken\s+on\s+(?:at|by)\s+(?=(?:the\s+)?\p{Lu})/u, '$1I now work at '],
  // ("Cinema: adult tickets now £10.50 after the refit": what they cost now, said with no verb.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:the\s+)?(\p{Ll}[\p{Ll} -]{2,40}?)\s+now\s+(?=[$€£¥]\s?\d)/u, (all: string, lead: string, thing: string) => (/\b(?:is|are|was|were|be)$/.test(thing) ? all : `${lead}the ${thing} now ${/[^s]s$/.test(thing) ? 'cost' : 'costs'} `)],
  // ("the food festival is now happening a week later, on 25 May": the day said, not a week from now.)
  [/\b(?:a|one|two|three|four|\d+)\s+(?:days?|weeks?|months?)\s+(?:later|earlier|sooner)\s*,\s*(?=on\s)/g, ''],
  // ("I live just off the high street in Didsbury": in Didsbury.)
  [/\b(live|lives|living)\s+(?:just\s+|right\s+)?(?:off|near|by|next\s+to|close\s+to|opposite|round\s+the\s+corner\s+from|around\s+the\s+corner\s+from)\s+(?:the|a)\s+[\p{Ll}-]+(?:\s+[\p{Ll}-]+)?\s+(?=in\s+\p{Lu})/gu, '$1 '],
  // ("I live out in Reading": out there.)
  [/\b(live|lives|living)\s+out\s+(?=in\s+\p{Lu})/gu, '$1 '],
  // ("the Hendersons have settled in Aberdeen after a year in Inverness": where they were before is no part of where.)
  [/,?\s+after\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|a few|several|a couple of)\s+(?:years?|months?|weeks?|decades?)\s+(?:in|at)\s+\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*/gu, ''],
  // ("I cook at Dishoom", "I've been cooking at Hoppers": a cook works where they cook.)
  [/(?<=\b(?:I|we|they|he|she|\p{Lu}\p{Ll}+|now|also|still|been|'m|am|is|are)\s+)(cook|cooks|cooking)\s+at\s+(?=(?:the\s+)?\p{Lu})/gu, (_all, verb: string) => `${verb === 'cook' ? 'work' : verb === 'cooks' ? 'works' : 'working'} at `],
  // ("off-peak membership has gone up to £29 a month": what it costs now.)
  [/\b(?:has|have)\s+(?:gone|risen|increased|jumped|climbed|dropped|fallen|come|gone)\s+(?:up\s+|down\s+)?to\s+(?=[$€£¥]\s?\d)/g, (all: string, at: number, text: string) =>
    /\b(?:salary|pay|wage|wages|income|savings|balance|earnings|bonus|budget|debt|loan|mortgage|pension|allowance|rate)\s*$/i.test(text.slice(0, at)) ? all : 'now costs '],
  // ("Email signature: Tomasz Nowak | Krakow office": where the signer is based.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2})\s*[|·–—]\s*(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)\s+office\s*$/gu, '$1$2 is based in the $3 office.'],
  // ("I have relocated to our Warsaw office": based there, as an office is said in a signature.)
  [/\b(I|we|he|she|they|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+(?:(?:have|has|'ve|just|recently)\s+)*(?:relocated|moved|transferred)\s+to\s+(?:our|the)\s+(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)\s+office\b/gu, (_all, who: string, place: string) => `${who} ${who === 'I' ? 'am' : /^(?:we|they)$/i.test(who) ? 'are' : 'is'} now based in the ${place} office`],
  [/\b(?:(?:went|has gone|have gone|gone|turned|became|has become|is now)\s+(?:self-employed|freelance)\s+and\s+(?:now\s+)?)?(?:trades|trading)\s+(?:as|under)\s+(?:the\s+name\s+)?(?=\p{Lu})/gu, 'now works for '],
  [new RegExp(`\\b(?:I|we)\\s+(?:(?:managed|was able|were able)\\s+to\\s+)?(?:get|got|found|booked|snagged|grabbed)\\s+an?\\s+(?:earlier|later|sooner|new|different)\\s+((?:[a-z-]+\\s+){0,2}${EVENT_NOUN})\\s*,\\s*(?:and\\s+|so\\s+)?it(?:'s|\\s+is)\\s+(?:now\\s+)?`, 'gi'), (all: string, event: string, at: number, text: string) => `my ${event} is ${/\bnow\b/i.test(text.slice(at + all.length).split(/[.;!?]/)[0]!) ? '' : 'now '}`],
  // ("Menu: lunch special up to £8.50": what it costs now, said with no verb; "tickets cost up to £50" is a ceiling.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:the\s+)?((?:\p{Ll}[\p{Ll}-]*\s+){0,3}\p{Ll}[\p{Ll}-]*)\s+(?:now\s+)?(?:up|down)\s+to\s+(?=[$€£¥]\s?\d)/u, (all: string, lead: string, thing: string) =>
    /\b(?:is|are|was|were|be|been|cost|costs|costing|charge|charges|pay|pays|paid|sell|sells|priced|go|goes|went|range|ranges|start|starts|runs?|put|puts|pushed|pushes|raised|raises|bumped|bumps|moved|moves|knocked|has|have|had)\b/.test(thing) ? all : `${lead}the ${thing} now ${/[^s]s$/.test(thing) ? 'cost' : 'costs'} `],
  // ("Stock take: 140 chairs in the hall store", "95 chairs left in the hall store": how many a place holds, said with no verb.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(\d[\d,]*)\s+((?:\p{Ll}[\p{Ll}-]*\s+)?\p{Ll}[\p{Ll}-]*s)\s+(?:left\s+|remaining\s+|still\s+)?(in|at|on)\s+((?:the|our|my)\s+\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2}?)(?:\s+(?:after|following|since|because|due|thanks)\b[^.!?]*)?(?=\s*[.!]?\s*$)/u, '$1there are $2 $3 $4 $5'],
  // ("Cancelled Spotify, I'm on Apple Music now": what was dropped is what the new claim replaces.)
  [/^(\s*)(?:I\s+)?(?:[Cc]ancell?ed|[Ss]topped|[Dd]umped|[Ss]crapped|[Gg]ave\s+up)\s+(\p{Lu}[\p{L}&'+-]*(?:\s+\p{Lu}[\p{L}&'+-]*)?)\s*[,;]\s*(?:and\s+|so\s+)?((?:now\s+)?I(?:'m|\s+am|\s+use|\s+listen|\s+watch)\b[^.!?]*?)\s*([.!]?)\s*$/u, (_all, space: string, left: string, rest: string, end: string) => `${space}${rest} instead of ${left}${end}`],
  // ("Halden Group has appointed Amara Obi, formerly of Brightwell, as CFO": she works there now, in that role.)
  [new RegExp(String.raw`^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)((?:the\s+)?\p{Lu}[\p{L}&.'+-]*(?:\s+\p{Lu}[\p{L}&.'+-]*){0,3})\s+(?:has\s+|have\s+)?(?:appointed|hired|named|recruited|taken\s+on|took\s+on)\s+(${PERSON_NAME})(?:\s*,\s*(?:formerly|previously|late)\s+(?:of|at|with)\s+((?:the\s+)?\p{Lu}[\p{L}&.'+-]*(?:\s+\p{Lu}[\p{L}&.'+-]*){0,3})\s*,)?\s+as\s+(?:its\s+|their\s+|the\s+|new\s+|a\s+|an\s+)*((?:\p{L}[\p{L}-]*\s+){0,3}\p{L}[\p{L}-]*)\s*([.!]?)\s*$`, 'u'),
    (all: string, lead: string, org: string, person: string, before: string | undefined, role: string, end: string) => (NOT_NAMES.has(person.split(' ')[0]!) ? all : `${lead}${person} now works at ${org} as ${/^[aeiou]/i.test(role) && !/^[A-Z]{2,}/.test(role) ? 'an' : 'a'} ${role}${before ? ` instead of ${before}` : ''}${end}`)],
  // ("Jenkins retired; deploys go through GitHub Actions", "Green Farm went bust; vegetables now come from Hillside
  // Growers": the clause after says what replaced the named thing.)
  [/^(\s*(?:\p{L}[\p{L} ()\d]{0,29}:\s*)?)(\p{Lu}[\p{L}\d&.'+-]*(?:\s+\p{Lu}[\p{L}\d&.'+-]*){0,2})\s+(?:has\s+been\s+|have\s+been\s+|was\s+|were\s+|is\s+|got\s+)?(?:retired|decommissioned|dropped|scrapped|discontinued|switched\s+off|turned\s+off|went\s+bust|went\s+under|closed\s+down|shut\s+down|off|cancell?ed|fell\s+through|out)\s*[;,]\s*(?:and\s+|so\s+)?(\p{Ll}[^.!?;]*?)\s*([.!]?)\s*$/u, (_all, lead: string, left: string, rest: string, end: string) => `${lead}${rest} instead of ${left}${end}`],
  // ("Dear diary, a year on from leaving Glasgow, Aberdeen ...": how long since something is a lead-in, no claim.)
  [/^(\s*(?:[^.!?,]*,\s*)?)(?:a|an|one|two|three|four|five|six|\d+|a\s+few|a\s+couple\s+of)\s+(?:years?|months?|weeks?|days?)\s+(?:on\s+from|after|since)\s+\p{Ll}+ing\b[^.!?,]*,\s*(?=\p{L})/u, '$1'],
  // ("bins go out on Thursday night", "council changed collection day, bins now go out on Monday night": a weekly
  // round, not one Thursday.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?(?:[^.!?]*,\s*)?)(?:the\s+)?(bins?|rubbish|recycling|garbage|trash|food\s+waste|green\s+waste|bin\s+collection|recycling\s+collection)\s+(now\s+)?(go(?:es)?\s+out|(?:is|are|gets?)\s+collected|(?:is|are)\s+picked\s+up)\s+(?:on\s+)?((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)s?(?:\s+(?:nights?|mornings?|evenings?))?\b/u, (_all, lead: string, what: string, now: string | undefined, verb: string, day: string) => `${lead.replace(/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)[^.!?]*,\s*$/u, '$1')}the ${what} ${now ?? ''}${verb} on ${day}s`],
  // ("the annual subscription stays at £40", "capped at £2 now": what it costs.)
  [/\b(?:stays|remains|stay|remain|will\s+stay|will\s+remain|is\s+staying|is\s+held|is\s+frozen|is\s+(?:now\s+)?capped)\s+at\s+(?=[$€£¥]\s?\d)/g, (all: string) => (/capped/.test(all) ? 'is now ' : 'is ')],
  // ("session timeout set to 15 minutes", "raised to 60 minutes after user complaints": a setting's value, said with no verb.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:the\s+)?((?:\p{Ll}[\p{Ll}-]*\s+){0,2}\p{Ll}[\p{Ll}-]*)\s+(set|raised|lowered|increased|reduced|cut|changed|bumped|dropped|extended|shortened)\s+(?:up\s+|down\s+)?to\s+(\d[\d.,]*(?:\s*[\p{Ll}%]+)?)(?:\s+(?:after|following|because|due|thanks|amid)\b[^.!?]*)?/u, (all: string, lead: string, thing: string, verb: string, value: string) =>
    /\b(?:the|a|an|we|i|they|he|she|it|you|your|my|our|is|was|were|are|been|be|got|has|have|had)\b/i.test(thing) ? all : `${lead}the ${thing} is ${verb === 'set' ? '' : 'now '}${value}`],
  // ("new team record, 47 points!": the record is that now.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:[Aa]\s+|[Oo]ur\s+)?[Nn]ew\s+((?:\p{Ll}[\p{Ll}-]*\s+){0,2}(?:record|best|high|high\s+score|total|personal\s+best|pb|PB))\s*[,:–—-]\s*(?=\d)/u, '$1the $2 is now '],
  // ("owing to staff illness the Year 6 trip now takes place on 25 March": a cause said first, with no comma.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?(?:[^.!?]*,\s*)?)(?:owing\s+to|due\s+to)\s+(?:\p{Ll}[\p{Ll}-]*\s+){1,3}(?=(?:the|our|my|your)\s)/u, '$1'],
  // ("we have had to rearrange your MRI scan; the new date is 16 May": the scan is on that day now.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)[^.!?;]*?\b(?:rearrange|reschedule|move|change|postpone)d?\s+((?:your|my|our|the|his|her)\s+[^.!?;,]{1,40}?)\s*[;,:]\s*(?:and\s+)?the\s+new\s+(?:date|day|time|slot)\s+is\s+(?:now\s+)?/u, '$1$2 is now on '],
  // ("Started at Gail's Bakery this month after leaving Pret": works there now, instead of Pret.)
  [/^(\s*)(?:I\s+|I've\s+|I\s+have\s+)?(?:[Jj]ust\s+)?(?:[Ss]tarted|[Bb]egan)\s+(?:(?:work|working|a\s+new\s+job)\s+)?at\s+((?:the\s+)?\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,3})([^.!?]*?)\s*,?\s+after\s+(?:leaving|quitting)\s+((?:the\s+)?\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,3})/u, '$1I now work at $2$3 instead of $4'],
  // ("We have moved out of Salford and into a semi in Stockport": moved to Stockport.)
  [/\bmoved\s+out\s+of\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\s+and\s+into\s+(?:an?|the|our|my)\s+(?:[\p{Ll}-]+\s+){0,3}in\s+(?=\p{Lu})/gu, 'moved from $1 to '],
  // ("Grandad is done with caravans and wants cruises from now on", "Priti has had enough of horror and wants comedies
  // now": a new liking that replaces the old.)
  [/\b(?:is|'s|am|'m|are|'re|has\s+had|have\s+had|'s\s+had|'ve\s+had)\s+(?:done\s+with|sick\s+of|tired\s+of|fed\s+up\s+with|bored\s+(?:of|with)|enough\s+of|over)\s+((?:\p{Ll}[\p{Ll}-]*\s+){0,2}\p{Ll}[\p{Ll}-]*)\s+and\s+(?:now\s+)?(wants|prefers|likes|loves|is\s+into)\s+((?:\p{Ll}[\p{Ll}-]*\s+){0,2}\p{Ll}[\p{Ll}-]*?)(?:\s+(?:from\s+now\s+on|now|these\s+days|instead))?(?=\s*[.!,;]|\s*$)/gu, (_all, old: string, verb: string, fresh: string) => `now ${/^(?:wants|is\s+into)$/.test(verb) ? 'prefers' : verb} ${fresh} instead of ${old}`],
  // ("Boxes unpacked in our new Bristol place, bye Brighton!": the speaker has moved there.)
  [/^(\s*)(?:(?:[Bb]oxes|[Ee]verything|[Ff]inally)\s+)?(?:unpacked|moved\s+in|settled\s+in)\s+(?:in|at|into|to)\s+(?:our|my|the)\s+new\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\s+(?:place|flat|house|home|apartment|pad)\b/u, '$1I moved to $2'],
  // ("all-hands is now every Thursday, Mondays were too busy": a reason said after a comma holds no claim.)
  [/,\s+(?:\p{Lu}[\p{L}'-]+|the\s+\p{Ll}+|it|they|that)\s+(?:was|were|is|are)\s+(?:too|so|just|really|very|getting|fun|great|nice|lovely|good|amazing|brilliant|okay|ok)\b[^.!?;]*(?=[.!?]?\s*$)/u, ''],
  // ("all-hands is now every Thursday": a weekly day, now another.)
  [/\b(is|are)\s+now\s+every\s+(?=(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b)/gu, '$1 every '],
  // ("Marco Rossi has handed the kitchen to his sous chef, Aiko Tanaka, who is now head chef": the role is hers now.)
  [new RegExp(String.raw`^(\s*).*?\b(${PERSON_NAME}),?\s+who\s+is\s+now\s+(?:the\s+|our\s+|their\s+)?(?:new\s+)?((?:[a-z-]+\s+)?(?:${ROLE_HELD}))\b.*$`, 'u'), (all: string, space: string, name: string, role: string) => (NOT_NAMES.has(name.split(' ')[0]!) ? all : `${space}${capitalize(holderSaid(name, role, true))}.`)],
  [new RegExp(String.raw`^(\s*)(${PERSON_NAME})\s+is\s+now\s+(?:the\s+|our\s+|their\s+)?(?:new\s+)?((?:[a-z-]+\s+)?(?:${ROLE_HELD}))(?=\s*[.!]?\s*$)`, 'u'), (all: string, space: string, name: string, role: string) => (NOT_NAMES.has(name.split(' ')[0]!) ? all : `${space}${holderSaid(name, role, true)}`)],
  // ("Dr Lena Fischer, who spent eight years at Siemens Healthineers, now heads research at Philips": where she was
  // before is what the new claim replaces.)
  [new RegExp(String.raw`\b(${PERSON_NAME}),\s+who\s+(?:spent|had\s+spent|worked\s+for)\s+(?:[\p{L}\d-]+\s+){1,3}(?:at|with)\s+((?:the\s+)?\p{Lu}[\p{L}&.'+-]*(?:\s+\p{Lu}[\p{L}&.'+-]*){0,3}),\s+(now\s+[^.!?;]*?)\s*([.!]?)\s*$`, 'u'), '$1 $3 instead of $2$4'],
  // ("Imani has stopped spin and books reformer pilates instead": the new habit replaces the old.)
  [/\b(?:has\s+|have\s+)?(?:stopped|quit|dropped|given\s+up|gave\s+up)\s+((?:\p{Ll}[\p{Ll}-]*\s+){0,2}\p{Ll}[\p{Ll}-]*)\s+and\s+(?:now\s+)?(\p{Ll}+s)\s+([^.!?,;]+?)\s+instead\b/gu, 'now $2 $3 instead of $1'],
  // ("state management moves to Zustand", "builds moved over to Buildkite": what a part of the work is done with now.)
  [/^(\s*(?:\p{L}[\p{L}\d -]{0,29}:\s*)?)((?:the\s+|our\s+)?(?:\p{Ll}[\p{Ll}-]*\s+)?(?:management|hosting|builds?|deploys?|deployments?|CI|ci|auth|authentication|logging|monitoring|analytics|search|storage|email|payments?|billing|backups?|testing|tests|routing|messaging|docs|documentation|tracking|ticketing|alerting|scheduling|bookkeeping|accounting|payroll))\s+(?:now\s+)?(?:moves|moved|is\s+moving|has\s+moved|will\s+move|migrates|migrated|has\s+migrated|switches|switched|has\s+switched)\s+(?:over\s+)?to\s+(?=\p{Lu})/u, (_all, lead: string, thing: string) => `${lead}${thing} now ${/[^s]s$/.test(thing.trim()) ? 'use' : 'uses'} `],
  // ("bakery Instagram just passed 5,000 followers": how many it has now.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:the\s+|our\s+)?((?:\p{L}[\p{L}-]*\s+){0,2}?\p{L}[\p{L}-]*)\s+(?:has\s+|have\s+)?(?:just\s+|finally\s+|now\s+)?(?:passed|hit|reached|topped|crossed|broke|surpassed)\s+(\d[\d,.]*k?\s+\p{Ll}+s)\b/u, (all: string, lead: string, thing: string, count: string) =>
    /\b(?:I|we|he|she|they|you|it|just|finally|now|my|your|his|her|their|its)\b/i.test(thing) ? all : `${lead}${/^\p{Lu}/u.test(thing) ? '' : 'the '}${thing} now has ${count}`],
  // ("officially Warsaw people now": the speaker's household lives there.)
  [/^(\s*)(?:(?:officially|proper|now|finally)\s+)?(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\s+(?:people|folk|residents|locals)\s+now\b/u, '$1we now live in $2'],
  // ("My commute is by e-bike now": how the speaker commutes.)
  [/\b(?:[Mm]y|[Oo]ur)\s+commute\s+is\s+(now\s+)?by\s+/g, (_all, now: string | undefined) => `I ${now ? 'now ' : ''}commute by `],
  // ("we live here now lol": a chat's interjection is no part of a value.)
  [/\s+(?:lol|LOL|lmao|haha+|hehe+|tbh|imo|xx+)(?=\s*[.!?]*\s*$)/gu, ''],
  // ("hiya love, settling in nicely in Tenby": a greeting before the news is no part of it.)
  [/^(\s*)(?:hiya|hi|hey|hello|morning|evening)(?:\s+(?:love|pet|darling|hun|hon|mate|all|everyone|guys|there))?\s*[,!]\s*(?=\p{Ll})/u, '$1'],
  // ("settling in nicely in Tenby", "we're out in Walthamstow now": where the speaker lives.)
  [/^(\s*)(?:I'm\s+|I\s+am\s+|we're\s+|we\s+are\s+)?(?:settling|settled)\s+in\s+(?:nicely\s+|well\s+|fine\s+|okay\s+|ok\s+)?(?:in|to)\s+(?=\p{Lu})/iu, '$1I now live in '],
  [/\b(I|we)(?:'m|'re|\s+am|\s+are)\s+(now\s+)?out\s+in\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)(\s+(?=\p{Ll}))?/gu, (_all, who: string, now: string | undefined, place: string, more: string | undefined) => `${who} ${now ? 'now ' : ''}live in ${place}${more ? ', ' : ''}`],
  // ("Slack profile: Nadia Haddad | Support Lead | Intercom": a name, a role and an employer.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2})\s*[|·]\s*((?:\p{L}[\p{L}-]*\s+){0,3}\p{L}[\p{L}-]*)\s*[|·]\s*(\p{Lu}[\p{L}&.'+-]*(?:\s+\p{Lu}[\p{L}&.'+-]*){0,3})\s*$/u, (all: string, lead: string, name: string, role: string, org: string) =>
    NOT_NAMES.has(name.split(' ')[0]!) || !(/^(?:head|director|vp|chief)\s+of\b/i.test(role) || role.toLowerCase().split(/\s+/).some((w) => ROLE_SET.has(w))) ? all : `${lead}${name} is ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role.toLowerCase()} at ${org}.`],
  // ("Moved from Nando's to a sous chef job at The Ivy": works there now, instead.)
  [/^(\s*)(?:I\s+|I've\s+|I\s+have\s+)?(?:[Mm]oved|[Ss]witched|[Ww]ent)\s+from\s+((?:the\s+)?\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,3})\s+to\s+an?\s+(?:new\s+)?((?:[\p{Ll}-]+\s+){0,3})(?:job|role|post|position)\s+(?:at|with)\s+((?:[Tt]he\s+)?\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,3})/u, (_all, space: string, from: string, role: string, to: string) => `${space}I now work at ${to}${role.trim() ? ` as ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role.trim()}` : ''} instead of ${from}`],
  // ("We've left Headingley for a house in Horsforth": moved there.)
  [/\b(I|we)\s+(?:have\s+|'ve\s+)?left\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\s+for\s+(?:an?|the|our)\s+(?:new\s+)?(?:[\p{Ll}-]+\s+)?(?:house|flat|place|home|apartment|bungalow|cottage|semi|terrace|room)\s+in\s+(?=\p{Lu})/gu, '$1 moved from $2 to '],
  // ("Favourite distro: Ubuntu, been on it for years": the speaker's favourite.)
  [/^(\s*)(?:[Mm]y\s+)?[Ff]avou?rite\s+((?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+)\s*(?::|\s[-–—])\s*(?=\p{L})/u, '$1my favourite $2 is '],
  // ("match kits are ordered from Kitlocker", "we are ordering match kits from Owayo from next season": the supplier.)
  [/\b(are|is)\s+(?:now\s+)?(?:ordered|bought|sourced|purchased|supplied|delivered)\s+(?:from|by)\s+(?=(?:the\s+)?\p{Lu})/gu, (_all, be: string) => (be === 'is' ? 'comes from ' : 'come from ')],
  [/\b(?:we|I)(?:'re|'m|\s+are|\s+am|\s+will\s+be|'ll\s+be)\s+(?:now\s+)?(?:ordering|buying|sourcing|getting)\s+((?:the\s+|our\s+)?(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+s)\s+from\s+(?=(?:the\s+)?\p{Lu})/gu, (_all, things: string) => `${/^(?:the|our)\s/.test(things) ? '' : 'the '}${things} now come from `],
  // ("we welcome Rev. Anna Price as our new vicar": the role is hers now.)
  [new RegExp(String.raw`^(\s*).*?\b(?:welcome|welcomes|welcomed|introduce|introduces)\s+((?:(?:Rev|Revd|Fr|Dr|Mr|Mrs|Ms|Mx|Prof|Coach|Chef)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+)?)\s+as\s+(?:our|the|their)\s+new\s+((?:[a-z-]+\s+)?(?:${ROLE_HELD}))\b.*$`, 'u'), (_all, space: string, name: string, role: string) => `${space}${capitalize(holderSaid(name, role, true))}.`],
  // ("our vicar, Rev. John Ellis, leads the Christmas service": the role is his.)
  [new RegExp(String.raw`^(\s*)(?:[Oo]ur|[Tt]he|[Tt]heir)\s+((?:[a-z-]+\s+)?(?:${ROLE_HELD})),\s+((?:(?:Rev|Revd|Fr|Dr|Mr|Mrs|Ms|Mx|Prof|Coach|Chef)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+)?),\s+(?=\p{Ll})`, 'u'), (_all, space: string, role: string, name: string) => `${space}${capitalize(holderSaid(name, role, false))}; ${name} `],
  // ("Dublin-based", "Galway-based since the spring": where the speaker is based.)
  [/^(\s*)(\p{Lu}[\p{L}'-]*)-based\b/u, (all: string, space: string, place: string) => (NOT_NAMES.has(place) ? all : `${space}I am based in ${place}`)],
  // ("Not at Amazon any more - I drive a forklift for Tesco now": no longer works there.)
  [/^(\s*)(?:I'm\s+|I\s+am\s+)?[Nn]ot\s+(?:at|with)\s+((?:the\s+)?\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,2})\s+any\s*more\b\s*[-–—,;:]?\s*/u, '$1I no longer work at $2; '],
  // ("I drive a forklift for Tesco distribution": who one drives for is who one works for.)
  [/\b(drive|drives|driving)\s+(?:a|an|the)\s+(?:forklift|van|lorry|truck|bus|cab|taxi|tractor|delivery\s+van)\s+for\s+(?=\p{Lu})/gu, '$1 for '],
  // ("These days my podcasts are all on Overcast": the app the speaker listens with.)
  [/\b(?:[Mm]y|[Oo]ur)\s+(podcasts|audiobooks|music|playlists|photos|notes|files|emails?|books)\s+(?:are|is)\s+(?:all\s+|now\s+)*(?:on|in)\s+(?=\p{Lu})/gu, (_all, what: string) => `I keep my ${what} on `],
  // ("I've joined an independent pharmacy, Wellbeing Chemists, after five years at Boots": works there now, instead.)
  [/\b(joined|joining|join)\s+(?:an?\s+|the\s+)?(?:[\p{Ll}-]+\s+){0,3}(?:pharmacy|firm|company|practice|agency|school|charity|startup|start-up|bank|shop|hospital|team|studio|consultancy|surgery|clinic|group|chain)\s*,\s*((?:the\s+)?\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,3})\s*,?/gu, '$1 $2'],
  [/,?\s+after\s+(?:\p{Ll}+\s+){1,2}(?:years?|months?)\s+(?:at|with)\s+((?:the\s+)?\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,3})/gu, ' instead of $1'],
  // ("I do my weekly shop at Sainsbury's", "I've started doing the weekly shop at Aldi": where one shops.)
  [/\b(?:(?:I|we)(?:'ve|\s+have)\s+)?(?:(started|now)\s+)?(?:do|does|doing)\s+(?:my|our|the|his|her|their)\s+(?:weekly\s+|big\s+|food\s+|grocery\s+|main\s+)?(?:shop|shopping|food\s+shop)\s+at\s+(?=\p{Lu})/gu, (all: string, now: string | undefined) => `${/^we/i.test(all) ? 'we ' : /^I/.test(all) ? 'I ' : ''}${now ? 'now ' : ''}shop at `],
  // ("I jumped ship to Figma": works there now.)
  [/\b(I|we|[Hh]e|[Ss]he|they)(?:'ve|\s+have|\s+has)?\s+(?:just\s+|recently\s+)?jumped\s+ship\s+to\s+(?=\p{Lu})/gu, (_all, who: string) => `${who} now ${/^(?:I|we|they)$/.test(who) ? 'work' : 'works'} at `],
  // ("PE days are Tuesday and Thursday", "PE days change to Monday and Wednesday": weekly days.)
  [/\b(days)\s+(?:are|change\s+to|are\s+changing\s+to|will\s+be|(are\s+now|now\s+are|change\s+to))\s+(?:every\s+|on\s+)?((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)s?\s+and\s+(?:on\s+)?((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)s?\b/gu, (all: string, days: string, _now: string | undefined, a: string, b: string) => `${days} are on ${a}s and ${b}s${/chang|now/.test(all) ? ' now' : ''}`],
  // ("table for 4 at Dishoom, Friday 14 June, 19:30": a booking's day and time.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:a\s+)?table\s+for\s+(\w+)\s+at\s+((?:the\s+)?\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,3})\s*,\s*(?=(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\s+)?\d)/u, (_all, lead: string, _n: string, place: string) => `${lead}${/amend|change|moved|updated/i.test(lead) ? 'the booking at ' + place + ' is now on ' : 'the booking at ' + place + ' is on '}`],
  // ("Spotify Family went up, now £19.99 a month": what it costs now.)
  [/\b(?:went|has\s+gone|goes|have\s+gone)\s+(?:up|down)\s*[,;]\s*(?:it's\s+|it\s+is\s+)?(?:now\s+)(?=[$€£¥]\s?\d)/g, 'now costs '],
  // ("council tax £151 a month from April": a price said with no verb.)
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:the\s+)?(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2})\s+(?=[$€£¥]\s?\d[\d,.]*\s+(?:a|per)\s+(?:month|year|week|day)\b)/u, (all: string, lead: string, thing: string) =>
    /\b(?:is|are|was|were|cost|costs|pay|pays|paid|charge|charges|now|up|down|to|of|at|for)\b/.test(thing) ? all : `${lead}the ${thing} is now `],
  // ("hey! still at Canva, loving it": where the speaker works.)
  [/^(\s*)(?:(?:hey|hi|hiya)\s*[!,]?\s*)?(still|now)\s+at\s+(?=\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,2}\s*(?:,|$|\.|!))/iu, (_all, space: string, still: string) => `${space}I ${still.toLowerCase()} work at `],
  // ("Now driving for Stagecoach instead of Arriva": the speaker works for them now.)
  [/^(\s*)(?:[Nn]ow|[Cc]urrently)\s+(driving|working|cooking|teaching|nursing|cleaning|delivering)\s+(for|at)\s+(?=\p{Lu})/u, (_all, space: string, verb: string, prep: string) => `${space}I now ${verb === 'driving' ? 'drive' : verb === 'teaching' ? 'teach' : 'work'} ${prep} `],
  // ("dropped Foxtons, now selling through Purplebricks": the new way replaces the dropped one.)
  [/^(\s*)(?:[Dd]ropped|[Dd]itched|[Ll]eft|[Qq]uit|[Ss]witched\s+from)\s+((?:the\s+)?\p{Lu}[\p{L}&'+-]*(?:\s+\p{Lu}[\p{L}&'+-]*){0,2})\s*[,;]\s*(?:and\s+)?now\s+(\p{Ll}+ing\b[^.!?]*?)\s*([.!]?)\s*$/u, '$1we are $3 instead of $2 now$4'],
  // ("Milo's dental rescheduled - 26 March": moved to that day.)
  [/\b(rescheduled|moved|postponed|changed|brought\s+forward|rebooked)\s*[-–—:]\s*(?=\d|on\s|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)/gu, '$1 to '],
  // ("Olga Ivanova was elected club secretary, replacing Brian Moss", "Brian Moss continues as club secretary": the role is theirs.)
  [new RegExp(String.raw`^(\s*)(${PERSON_NAME})\s+(?:continues|remains|stays|carries\s+on)\s+as\s+(?:the\s+|our\s+|their\s+)?((?:[a-z-]+\s+)?(?:${ROLE_HELD}))\b.*$`, 'u'), (all: string, space: string, name: string, role: string) => (NOT_NAMES.has(name.split(' ')[0]!) ? all : `${space}${capitalize(holderSaid(name, role, false))}.`)],
  // ("Harriet picks the history round now": the "now" said after what is picked.)
  [/\b(books|orders|picks|chooses|gets|takes|reserves|requests)\s+(the\s+[^.,;!?]{1,30}?)\s+(?:now|these\s+days|nowadays)(?=\s*(?:[.,;!?]|$))/gu, 'now $1 $2'],
  // ("the head chef is Marco Rossi", "our landlord is Mr Okafor": the role's holder, said as "Marco Rossi is the head chef".)
  [new RegExp(String.raw`(^\s*|,\s*(?:so|and|but)\s+|;\s*)(?:[Tt]he|[Oo]ur|[Tt]heir)\s+((?:[a-z-]+\s+)?(?:${ROLE_HELD}))\s+is\s+(now\s+)?(${PERSON_NAME})(?=\s*[.!]?\s*$)`, 'u'), (all: string, space: string, role: string, now: string | undefined, name: string) => (NOT_NAMES.has(name.split(' ')[0]!) ? all : `${space}${holderSaid(name, role, Boolean(now))}`)],
  // ("Edinburgh is home now": the speaker lives there.)
  [/^(\s*)(?:(?:[Gg]ood|[Gg]reat|[Ff]ine|[Yy]es|[Yy]eah|[Ww]ell|[Oo]k|[Oo]kay)\s*[,!]\s*)?(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\s+is\s+(?:(now|finally)\s+)?home(?:\s+(now|these\s+days))?(?=\s*(?:[.!,;]|$))/u, (all: string, space: string, place: string, a: string | undefined, b: string | undefined) => (NOT_NAMES.has(place.split(' ')[0]!) ? all : `${space}I ${a || b ? 'now ' : ''}live in ${place}`)],
  // ("I moved to the Royal Infirmary in June", said by a nurse: a hospital one moves to is where one works.)
  [/\b(I|we)\s+(?:have\s+|'ve\s+)?(?:just\s+)?moved\s+(?:over\s+)?to\s+((?:the\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2}\s+(?:Infirmary|Hospital|General|Clinic|Surgery|Health\s+Centre|Medical\s+Centre))\b/gu, '$1 now work at $2'],
  // ("I now live on my own in Chorlton": alone or not, where.)
  [/\b(live|lives|living|lived)\s+(?:on\s+(?:my|his|her|their|our)\s+own|alone|by\s+(?:myself|himself|herself|themselves|ourselves))\s+(?=in\s+\p{Lu})/gu, '$1 '],
  // ("Hiroshi has an apartment in Osaka": where he lives; a holiday or second home is not.)
  [/\b(has|have)\s+(?:an?|the)\s+(?!(?:holiday|second|summer|weekend|beach|ski)\b)(?:[\p{Ll}-]+\s+)?(?:apartment|flat|house|home|place|studio)\s+in\s+(?=\p{Lu})/gu, (_all, verb: string) => (verb === 'has' ? 'lives in ' : 'live in ')],
  // ("We have just moved into a bigger house in Solihull": moved there.)
  // (A plain "moved into a house in Cascais" is read already; "a care home" says more than where, and stays.)
  [/\bmoved\s+into\s+(?:an?|the|our|my|his|her|their)\s+(?!care\b|nursing\b)(?:[\p{Ll}-]+\s+){1,2}(?:house|flat|home|place|apartment|bungalow|cottage|semi|terrace)\s+in\s+(?=\p{Lu})/gu, 'moved to '],
  // ("I moved firms and I am now at Linklaters": works there now.)
  [/\bmoved\s+(?:firms|jobs|companies|employers|practices|agencies|hospitals)\s+and\s+(?:I\s+am|I'm|am)\s+now\s+(?:at|with)\s+(?=(?:the\s+)?\p{Lu})/gu, 'now work at '],
  // ("Ola's locker is number 112": the number is the value.)
  [/\b(is|are|was)\s+(?:number|no\.|No\.|#)\s*(?=\d)/g, '$1 '],
  // ("Loving the sea air here in Brighton": a post's "here in" a place is where its author is.)
  [/^(\s*)(?:[Ll]oving|[Ee]njoying)\s+(?:the\s+)?[\p{Ll} -]{2,30}?\s+(?:here|out\s+here|up\s+here|down\s+here)\s+in\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\b/u, '$1I live in $2;'],
  // ("Aberdeen finally feels like home": the speaker lives there.)
  [/^(\s*(?:[^.!?]*,\s*)?)(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\s+(?:finally\s+|now\s+|really\s+|already\s+|truly\s+)?(?:feels|felt)\s+like\s+home\b/u, (all: string, before: string, place: string) => (NOT_NAMES.has(place.split(' ')[0]!) ? all : `${before}I now live in ${place}`)],
  // ("first night in the Glasgow flat": the speaker has moved there.)
  [/\b(?:my\s+|our\s+)?first\s+(?:night|week|day|weekend|month)\s+in\s+(?:the|my|our)\s+(?:new\s+)?(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\s+(?:flat|house|home|apartment|place|cottage|bungalow|condo)\b(?:\s+and\s+)?/gu, (all: string, place: string, at: number, text: string) => `I moved to ${place}${/\p{L}/u.test(text.slice(at + all.length)) ? '; ' : ''}`],
  // ("First week in York done": the writer has moved there.)
  [/^(\s*)(?:[Mm]y\s+|[Oo]ur\s+)?[Ff]irst\s+(?:night|week|weekend|month)\s+(?:living\s+)?in\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)\s+(?:done|over|complete|down)\b/u, '$1I moved to $2'],
  // ("the Fernandes family - new address in Ipswich", "a new address in Leeds": where they live now.)
  [/(?:(?<=[-–—]\s)|\b(?:has|have|with)\s+an?\s+)new\s+address\s+(?:is\s+)?in\s+(?=\p{Lu})/gu, 'now lives in '],
  // ("vote passed to move the summer fete to the school field": the event is moved there.)
  [/\b(?:(?:we|they|the\s+committee|the\s+board|the\s+council)\s+)?(?:(?:have|has)\s+)?(?:vote\s+passed|voted|agreed|decided|resolved|chose|opted)\s+to\s+move\s+((?:the|our)\s+(?:[\p{Ll}\d'-]+\s+){0,3}(?:fete|fête|fair|festival|picnic|party|barbecue|bbq|market|show|concert|ceremony|reception|dinner|lunch|quiz|dance|ball|gala|parade|raffle|sale|tournament|match|meeting|assembly|service|reunion|social|disco|celebration|event))\s+to\s+(?=(?:the|our)\s+\p{Ll})/gu, '$1 will now be held on '],
  // ("Since switching schools to Hillcrest High my marking load has halved", "switched jobs to Monzo": works there now.)
  [/\b(?:(?:I|we)\s+(?:have\s+|'ve\s+)?)?(?:switched|switching|changed|changing|moved|moving)\s+(?:jobs|employers|firms|companies|practices|hospitals|schools(?=[^.!?]*\b(?:teach|teaching|marking|pupils|lessons|classroom|staff\s+room|head\s+of\s+department)\b))\s+to\s+((?:the\s+)?\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,3})\s*,?/gu, 'I now work at $1; '],
  // ("Northwind Bakery signed up on the Starter plan", "upgraded from Starter to the Growth plan": the plan it is on.)
  [/\b(I|[Ww]e|[Tt]hey|[\p{L}&'-]+)\s+(?:(?:has|have|had)\s+)?(?:(signed\s+up|subscribed|registered|enrolled)\s+(?:on|for|to)|(?:upgraded|downgraded|moved|switched|changed|went)(?:\s+(?:up|down|over))?(?:\s+from\s+(?:the\s+)?(\p{Lu}[\p{L}-]*)(?:\s+(?:plan|tier|package))?)?\s+to)\s+(?:the|a|an)\s+(\p{Lu}[\p{L}-]*)\s+(plan|tier|package|subscription)\b/gu, (_all: string, who: string, signed: string | undefined, from: string | undefined, plan: string, kind: string) =>
    `${who} ${/^I$/.test(who) ? 'am' : /^(?:we|they)$/i.test(who) ? 'are' : 'is'} ${signed ? '' : 'now '}on the ${plan} ${kind}${from ? ` instead of ${from},` : ''}`],
  // ("...; renewal pushed to 30 June 2024": a headline's change of date.)
  [/(^|;\s*|,\s*)((?:the\s+)?(?:\p{Ll}[\p{L}-]*\s+){0,2}\p{Ll}[\p{L}-]*)\s+(?:pushed|moved|postponed|delayed|rescheduled|put)\s+(?:back\s+)?(?:to|until)\s+(?=\d{1,2}(?:st|nd|rd|th)?\s+\p{Lu}|\p{Lu}\p{Ll}+\s+\d)/gu, (all: string, start: string, thing: string) => (/^(?:I|we|he|she|they|it|was|is|been|be|being|has|have|had|got|get|gets|will|would)$/i.test(thing.trim().split(/\s+/).at(-1)!) || /\b(?:was|were|is|are|been|has|have|had)\b/.test(thing) ? all : `${start}${thing} is now on `)],
  // ("Alder & Finch expanded to the analytics module; annual contract value is now $61,500": the value is its own.)
  [/^(\s*((?:(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?\s+)?\p{Lu}[\p{L}\p{N}'.-]*(?:\s+(?:&\s+|and\s+|of\s+)?[\p{Lu}\p{N}][\p{L}\p{N}'.-]*){0,3})\s[^;]*;\s+)(?:the\s+)?((?:\p{Ll}[\p{L}-]*\s+){0,3}\p{Ll}[\p{L}-]*)\s+(is|are)\s+now\s+/u, (all: string, before: string, owner: string, thing: string, verb: string) =>
    (NOT_NAMES.has(owner.split(' ')[0]!) || /^(?:it|he|she|they|this|that|there|which|what|who)$/i.test(thing) || /^(?:her|his|their|its|my|our|your|a|an|this|that|these|those|some|all|no)\s/i.test(thing) ? all : `${before}${owner}'s ${thing} ${verb} now `)],
  // ("managed by Priya Shah on our side": whose side is no part of who.)
  [/\s+(?:on|at)\s+our\s+(?:side|end)\b/g, ''],
  // ("uses the app on a Samsung Galaxy S21": the device is what is used.)
  [/\b(uses?|using)\s+(?:the|our|your)\s+(?:app|site|website|service|platform|software|product|portal)\s+on\s+(?:an?|her|his|their|the)\s+(?=\p{Lu}|i\p{Lu})/gu, '$1 a '],
  // ("wants quarterly invoices", "asked for support in Swedish": how one prefers it.)
  [/\b(?:wants?|asked\s+for|requested|requests?)\s+(?=(?:weekly|monthly|quarterly|annual|yearly|daily|fortnightly|paper|printed|electronic|digital)\s+\p{Ll}+s\b)/gu, 'prefers '],
  [/\basked\s+for\s+(support|help|service|replies|emails|communication|correspondence)\s+in\s+(?=\p{Lu})/gu, 'prefers $1 in '],
  // ("syncs bookings through our Xero integration": the integration used.)
  [/\b\p{Ll}+s\s+(?:\p{Ll}+\s+){0,2}(?:through|via|using|with)\s+(?:our|the|its|their)\s+(?=\p{Lu}[\p{L}-]*\s+(?:integration|connector|plugin|add-on)\b)/gu, 'uses the '],
  // ("Ian Marsh stepped down as CEO of Vantage Robotics; Chloe Adeyemi takes over": as what.)
  [/\b(stepped\s+down|steps\s+down|resigned|retired)\s+as\s+((?:the\s+)?(?:\p{Lu}{2,4}|[a-z]+(?:\s+[a-z]+)?)\s+of\s+(?:the\s+)?\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,3})(\s*[;,.]?\s+(?:and\s+)?(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+)?\s+(?:takes|took|will\s+take|is\s+taking|has\s+taken)\s+over)\b(?!\s+(?:as|from)\b)/gu, '$1 as $2$3 as $2'],
  // ("Vantage Robotics's CEO is Ian Marsh": who holds the role.)
  [/\b(\p{Lu}[\p{L}&-]*(?:\s+\p{Lu}[\p{L}&-]*){0,3})'s\s+(CEO|CTO|CFO|COO|CMO|chair|chairman|chairwoman|chairperson|president|founder|head\s+coach|principal|headteacher|head\s+teacher|managing\s+director)\s+is\s+(now\s+)?(?=(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll})/gu, 'the $2 of $1 is $3'],
  // ("Daniel Osei's delivery address is 12 Park Road, Reading": the address he gives is his.)
  [/\b((?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2}'s))\s+(?:default\s+)?(?:delivery|postal|mailing|correspondence|billing|shipping)\s+address\s+is\s+/gu, '$1 address is '],
  // ("as of 1 March Brightwater Labs is at its new home: Lindenstraße 34, Berlin": where it is now.)
  [/\b(is|are)\s+(?:now\s+)?at\s+(?:its|their|our|his|her|my)\s+new\s+(?:home|address|premises|office|offices|location|base)\s*[:,—–-]\s*(?=\S)/gu, '$1 now at '],
  // ("You are on our Fibre 100 package", "you are on the 15GB goodybag at £8 a month": a plan, named with its price.)
  [/\b(am|are|is|'m|'re|'s)\s+(now\s+)?on\s+(?:the|our|a|an)\s+((?:[\p{Lu}\p{N}][\p{L}\p{N}-]*\s+)(?:[\p{L}\p{N}-]+\s+){0,2}?)(?!(?:plan|tier|tariff|package|bundle|membership)\b)([\p{L}\p{N}-]+)\s+at\s+(?=[$€£]\s?\d[\d.,]*\s*(?:a|per|\/|each)\s*(?:month|year|week)\b)/gu, '$1 $2on the $3$4 plan at '],
  // ("Your membership is Core", "your new plan is the 35GB goodybag", "your broadband has been upgraded to Fibre 500",
  // "Your membership has changed from Core to Plus": the plan the reader is on.)
  [/\b([Yy]our|[Mm]y)\s+(new\s+|current\s+)?((?:[a-z]+\s+)?(?:plan|package|tariff|membership|subscription|broadband|contract|bundle|tier))\s+(?:is\s+(now\s+)?(?:the\s+)?|(?:has|have)\s+(?:been\s+)?(?:changed|upgraded|downgraded|switched|moved)(?:\s+from\s+(?:the\s+)?([\p{Lu}\p{N}][\p{L}\p{N}-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}-]*){0,2}))?\s+to\s+(?:the\s+)?)([\p{Lu}\p{N}][\p{L}\p{N}-]*(?:\s+(?!at\b|with\b|for\b|from\b|starting\b|on\b)[\p{L}\p{N}-]+){0,2}?)(?=\s*(?:[,.;!]|$)|\s+(?:at|with|for|from|starting|on)\b)/gu, (all: string, owner: string, fresh: string | undefined, kind: string, now: string | undefined, from: string | undefined, plan: string, at: number, whole: string) =>
    (/^\d{1,2}$/.test(plan) || MONTH_OR_DAY.test(plan) ? all : `${/^your$/i.test(owner) ? 'you are' : 'I am'} ${fresh || now || /^(?:has|have)\s/.test(whole.slice(at + owner.length + (fresh?.length ?? 0) + kind.length + 2)) ? 'now ' : ''}on the ${plan} ${/\b(?:plan|package|tariff|membership|subscription|contract|bundle|tier)$/.test(kind) ? kind.replace(/^[a-z]+\s+(?=\S+$)/, '') : 'plan'}${from ? ` instead of ${from}` : ''}`)],
  // ("We have increased your credit limit to £8,500": what it is now.)
  [/\b(?:[Ww]e|[Tt]hey|\p{Lu}[\p{L}&-]*(?:\s+\p{Lu}[\p{L}&-]*){0,2})\s+(?:have|has|'ve)\s+(?:just\s+|now\s+)?(?:increased|raised|reduced|lowered|cut|changed|updated|extended|moved)\s+([Yy]our|[Mm]y)\s+((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)\s+to\s+(?=[$€£\d]|\p{Lu})/gu, '$1 $2 is now '],
  // ("your monthly Direct Debit will change to £118 from 1 December": what it will be.)
  // ("your Spotify Premium price will increase to £11.99": what it will cost.)
  [/\b((?:[Yy]our|[Mm]y|[Oo]ur|[Tt]he)\s+(?:[\p{L}\p{N}+&-]+\s+){0,3}[\p{L}\p{N}+&-]+)\s+will\s+(?:change|increase|go\s+up|rise|decrease|go\s+down|drop|fall)\s+to\s+(?=[$€£\d])/gu, (_all: string, thing: string) => (/\s(?:price|cost|fee|charge)$/.test(thing) ? `${thing.replace(/\s+(?:price|cost|fee|charge)$/, '')} will cost ` : `${thing} will be `)],
  // ("From this term Ella's class teacher is Mr Banks": what holds now.)
  [/^(\s*)(?:[Ff]rom|[Ss]tarting|[Aa]s\s+of)\s+(?:this|next)\s+(?:term|week|month|year|semester|season|quarter|school\s+year)\s*,?\s+((?:[\p{L}'-]+\s+){1,4}(?:is|are))\s+(?![^.!?]*\bnow\b)/u, '$1$2 now '],
  // ("Your parcel is waiting in the InPost locker at Tesco Kirkstall": where it is.)
  [/\b(is|are)\s+(?:now\s+)?(?:waiting|ready\s+(?:to\s+collect|for\s+collection)|available\s+(?:to\s+collect|for\s+collection))\s+(?:in|at)\s+/g, '$1 located at '],
  // ("Your parcel has been moved to the InPost locker at Headingley": where it is now.)
  [/\b(?:has|have)\s+been\s+(?:moved|taken|sent|transferred|redirected)\s+to\s+(?=(?:the|a|an)\s+(?!(?:next|following|same)\b)[\p{L}-]+(?:\s+[\p{L}-]+){0,2}\s+(?:at|in|on)\s+\p{Lu})/gu, 'is now located at '],
  // ("your general waste bin will be collected on Thursdays": a round, as "collected every Tuesday" says.)
  [/\b(?:will\s+(?:now\s+)?be|(is|are)\s+(?:now\s+)?)\s*(collected|emptied|picked\s+up|cleaned|serviced)\s+on\s+((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)s\b/gu, (_all: string, be: string | undefined, verb: string, day: string) => `${be ?? 'is'} ${verb} every ${day}`],
  // ("The email address on your Spotify account was changed to x@y": the account's email is now that.)
  [/\b(?:[Tt]he\s+)?(email(?:\s+address)?|phone\s+number|mobile\s+number|username|postal\s+address|address)\s+on\s+([Yy]our|[Mm]y)\s+((?:[\p{L}-]+\s+){0,2}account)\s+(?:was|has\s+been)\s+(?:changed|updated)\s+to\s+/gu, (_all: string, field: string, owner: string, account: string) => `${owner} ${account} ${field.replace(/\s+address$/, '').replace(/^postal$/, 'address')} is now `],
  // ("You are registered with Dr Wood at Hyde Park Surgery", "your named GP is now Dr Shah": one's GP.)
  [/\b([Yy]ou|I)\s+(?:are|am)\s+(?:now\s+)?registered\s+with\s+(?=(?:Dr|Doctor)\.?\s+\p{Lu})/gu, (_all: string, who: string) => `${/^I$/.test(who) ? 'my' : 'your'} GP is `],
  [/\b([Yy]our|[Mm]y)\s+named\s+(GP|doctor|nurse)\b/gu, '$1 $2'],
  // ("this is a reminder that your appointment is on 14 March": the reminder's content.)
  // ("it's a reminder that the journey can be awesome" says no reminder of a fact.)
  [/\b[Tt]his\s+is\s+(?:just\s+)?an?\s+(?:friendly\s+|quick\s+)?reminder\s+that\s+|^(\s*)(?:[Jj]ust\s+)?[Aa]\s+(?:friendly\s+|quick\s+)?reminder\s+that\s+/g, '$1'],
  // ("Your table at Dishoom is booked for 4 people on Friday at 19:00": how many it is for, and when.)
  [/\b(?:is|are)\s+booked\s+for\s+(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(people|guests|adults|persons|diners)\s+(?=on\b|at\b|for\b)/g, 'has $1 $2, booked '],
  // ("Practised guitar for an hour": an instrument practised is one played.)
  [/\b(I|[Ww]e|[Hh]e|[Ss]he)\s+(?:practised|practiced)\s+(?:the\s+|my\s+|his\s+|her\s+)?(guitar|piano|violin|cello|viola|drums|bass|flute|clarinet|saxophone|sax|trumpet|trombone|ukulele|harp|banjo|mandolin|keyboard|oboe|bassoon)\b/g, (_all: string, who: string, thing: string) => `${who} ${/^(?:I|we)$/i.test(who) ? 'play' : 'plays'} the ${thing}; practised`],
  // ("renewed for another year and cut back to 20 seats": how many it has now.)
  [/\b(?<!\b(?:has|have|had|'ve|'s)\s+)(?:cut|scaled|reduced|trimmed)\s+(?:back\s+|down\s+)?to\s+(?=(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)\s+\p{Ll}+s\b(?![^.!?,;]*\b(?:a|per|each|every)\s+(?:day|night|week|month|year)\b))/gu, 'now has '],
  // ("I joined the finance team at ASOS": where one works, and in which team.)
  [/\bjoined\s+the\s+((?:[\p{Ll}-]+\s+){0,2})team\s+at\s+(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,2})/gu, 'joined $2 in the $1team'],
  // ("I got a raise to £47,500": what one earns now.)
  [/\b(I|[Hh]e|[Ss]he)\s+(?:just\s+|finally\s+)?(?:got|received|was\s+given|had|have\s+had|'ve\s+had)\s+(?:a\s+)?(?:pay\s+)?(?:raise|rise|payrise|pay\s+rise|bump)\s+to\s+([$€£]\s?\d(?:[\d,]*\d)?(?:\.\d+)?k?)(?!\s*(?:a|an|per|each|every)\s+(?:year|month|week|hour|day)\b)/gu, (_all: string, who: string, amount: string) => `${who} now ${/^I$/.test(who) ? 'earn' : 'earns'} ${amount} a year`],
  // ("Now that I am at Monzo in their fraud team": where one works.)
  [/\b(I|[Hh]e|[Ss]he)\s+(?:am|'m|is|'s)\s+(now\s+)?at\s+(?=\p{Lu}[\p{L}&.-]*(?:\s+\p{Lu}[\p{L}&.-]*){0,2}\s+(?:in|on)\s+(?:the|their|its|our)\s+(?:[\p{L}-]+\s+){0,2}(?:team|department|group|division|squad|unit)\b)/gu, (_all: string, who: string, now: string | undefined) => `${who} ${now ?? ''}${/^I$/.test(who) ? 'work' : 'works'} at `],
  // ("My therapist, Dr Hayes, suggested journaling": who one's therapist is.)
  [/\b([Mm]y|[Oo]ur|[Hh]is|[Hh]er)\s+((?:new\s+)?(?:therapist|doctor|GP|dentist|physio|counsellor|counselor|trainer|coach|tutor|accountant|lawyer|landlord|landlady|manager|boss|mentor|vet|hairdresser|barber)),\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?),\s+(?=\p{Ll})/gu, '$1 $2 is $3, and $3 '],
  // ("I switched therapists and now see Dr Okoro": one's therapist now.)
  // ("Ravi Patel switched dentists; he now sees Dr Lewis": theirs.)
  [/\b(I|[Ww]e|[Hh]e|[Ss]he|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+(?:have\s+|'ve\s+|has\s+)?(?:switched|changed)\s+(therapist|doctor|dentist|GP|hairdresser|barber|accountant|trainer|coach|tutor|vet|lawyer|physio|counsellor)s\s*(?:\s+and|;|,)\s+(?:(?:I|we|he|she|they)\s+)?(?:now\s+)?(?:see|sees|use|uses|go\s+to|goes\s+to|have|has)\s+(?=(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu})/gu, (all: string, who: string, role: string) =>
    (NOT_NAMES.has(who.split(' ')[0]!) && !/^(?:I|we|he|she)$/i.test(who) ? all : `${/^I$/.test(who) ? 'my' : /^we$/i.test(who) ? 'our' : /^he$/i.test(who) ? 'his' : /^she$/i.test(who) ? 'her' : `${who}'s`} ${role} is now `)],
  // ("His wife, Efua Asante, teaches biology": the named relative is whom the verb is about.)
  [/\b(?:[Hh]is|[Hh]er|[Tt]heir|[Mm]y|[Oo]ur)\s+(?:wife|husband|partner|son|daughter|brother|sister|mother|father|mum|mom|dad|cousin|flatmate|roommate)\s*,\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s*,\s+(?=\p{Ll})/gu, '$1 '],
  // ("started secondary school at Oakridge Academy": the school attended.)
  [/\bstarted\s+(?:primary|secondary|high|middle|grammar|nursery|sixth[\s-]form|boarding)\s+school\s+at\s+(?=\p{Lu})/gu, 'started at '],
  // ("I have moved on from painting to pottery": a pastime left for another.)
  [/\b(I|[Ww]e)\s+(?:have\s+|'ve\s+)?moved\s+on\s+from\s+([a-z][\p{L}-]*(?:\s+[a-z][\p{L}-]*)?)\s+to\s+([a-z][\p{L}-]*(?:\s+(?!now\b|instead\b)[a-z][\p{L}-]*)?)\b/gu, (_all: string, who: string, from: string, to: string) => `${who} ${/^I$/.test(who) ? 'am' : 'are'} now into ${to} instead of ${from}`],
  // ("your premium for the coming year is £612": the premium, whichever year.)
  [/\b(premium|price|rent|fee|fees|salary|bill|budget|rate|allowance|subscription)\s+(?:for\s+)?(?:this|the\s+coming|next|the\s+next|the\s+new)\s+(?:year|month|term|season)\b/g, '$1'],
  // ("I booked my driving test for 14 March": when it is.)
  [/\b(?:I|[Ww]e|[Hh]e|[Ss]he)\s+(?:have\s+|'ve\s+|has\s+|'s\s+)?(?:just\s+|finally\s+)?(?:booked|scheduled|arranged)\s+((?:my|our|his|her|the)\s+(?:[a-z-]+\s+){0,2}[a-z-]+)\s+for\s+(?=(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?\p{Lu}\p{Ll}{2,}|\p{Lu}\p{Ll}{2,}\s+\d{1,2}(?:st|nd|rd|th)?\b|(?:next|this)\s+\p{Lu}\p{Ll}+day\b))/gu, '$1 is on '],
  // ("I have gone off porridge completely": what is given up, all of it.)
  [/\b((?:gave\s+up|given\s+up|gone\s+off|went\s+off|stopped|quit|dropped)\s+[^.!?,;]{1,40}?)\s+(?:completely|entirely|altogether|for good)\b/g, '$1'],
  // ("My daughter's class at Greenfield Elementary is doing ...": the school she goes to.)
  [/\b([Mm]y|[Oo]ur|\p{Lu}\p{Ll}+'s)\s+(son|daughter|kid|child|boy|girl|eldest|youngest)'s\s+(?:class|teacher|school|year\s+group|form|nursery\s+class)\s+at\s+(?=\p{Lu})/gu, '$1 $2 attends '],
  // ("Since becoming deputy head I hardly teach": the speaker became that.)
  [/^(\s*)[Ss]ince\s+(?:becoming|being\s+made|being\s+promoted\s+to)\s+((?:an?\s+|the\s+)?\p{Ll}[\p{Ll} -]{1,30}?)(?:\s*,\s*|\s+)(?=I\b)/u, '$1I became $2. '],
  // ("so I'm on $76,000 now": what one earns.)
  [/\b(I|[Hh]e|[Ss]he)(?:'m|'s|\s+am|\s+is)\s+(?:now\s+)?on\s+([$€£]\s?\d{1,3}(?:,\d{3})+|[$€£]\s?\d{2,3}k)(?:\s+(?:a|per)\s+year)?\b/gu, (_all: string, who: string, pay: string) => `${who} ${who === 'I' ? 'earn' : 'earns'} ${pay} a year`],
  // ("Mum has settled into her new retirement flat in Galway": where she lives now.)
  [/\b((?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+\p{Ll}+|I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey|\p{Lu}\p{Ll}+)\s+(?:has\s+|have\s+|'s\s+|'ve\s+)?(?:settled|moved)\s+into\s+(?:her|his|my|our|their|a|the)\s+(?:new\s+)?(?:[\p{Ll}-]+\s+){0,2}(?:flat|house|home|apartment|bungalow|cottage|place|condo)\s+in\s+(?=\p{Lu})/gu, (_all: string, who: string) => `${who} now ${/^(?:I|we|they)$/i.test(who) ? 'live' : 'lives'} in `],
  // ("First week living in Tromsø!": the writer lives there; "Another rainy Sunday at home in Bergen": so does this one.)
  [/^(\s*)(?:[Mm]y\s+|[Oo]ur\s+)?[Ff]irst\s+(?:night|week|weekend|month|day)\s+living\s+in\s+(?=\p{Lu})/u, '$1I live in '],
  [/^(\s*)(?:[Aa]nother|[Aa])\s+(?:[\p{Ll}-]+\s+){0,2}(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|day|evening|morning|night|weekend)\s+at\s+home\s+in\s+(?=\p{Lu})/u, '$1I live in '],
  // ("I caved and got an iPhone 14": what was got.)
  [/\b(I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey)\s+(?:finally\s+)?(?:caved|gave\s+in|relented|splurged)\s+and\s+(?=(?:got|bought|ordered|switched|went|booked|signed)\b)/gu, '$1 '],
  // ("picked up a used Tesla Model 3": bought it.)
  [/\bpicked\s+up\s+(?=(?:a|an)\s+(?:(?:used|new|second-?hand|cheap|refurbished)\s+)?\p{Lu})/gu, 'bought '],
  // ("Counting down to my graduation ceremony on June 14th": when it is.)
  [/\b(?:[Cc]ounting\s+down\s+to|[Ll]ooking\s+forward\s+to|[Ee]xcited\s+for|[Nn]early\s+time\s+for)\s+(my|our|his|her)\s+(\p{Ll}[\p{Ll} -]{1,40}?(?:\s+at\s+\p{Lu}[\p{L}'-]*)?)\s+(?=on\s+(?:\d|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)))/gu, (_all: string, owner: string, thing: string) => `${capitalize(owner)} ${thing} is `],
  // ("My son Mateo starts year 3 at Riverside Primary": the school; "switched to Oakfield Academy": a new school.)
  [/\b(starts?|started|starting|begins?|began)\s+(?:year|grade|class|form|reception|nursery|P)\s*\d*\s+at\s+(?=\p{Lu})/gu, '$1 at '],
  [/\b(?:switched|moved|transferred|changed)\s+(?:schools?\s+)?to\s+(?=(?:the\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,3}\s+(?:School|Academy|Primary|College|High|Nursery|Kindergarten|Montessori)\b)/gu, 'started at '],
  // ("Signed my contract with Equinor today!": a new employer.)
  [/(^|[.!?]\s+|\b(?:I|[Ww]e|[Hh]e|[Ss]he)\s+(?:just\s+|finally\s+)?)[Ss]igned\s+(?:my|her|his)\s+(?:employment\s+|job\s+|new\s+)?contract\s+with\s+(?=\p{Lu})/gu, (_all: string, before: string) => `${/^(?:I|we|he|she)\b/i.test(before.trim()) ? before : `${before}I `}joined `],
  // ("transferred to UBC for the marine bio program": studies there now.)
  [/\b(?:transferred|switched)\s+to\s+((?:the\s+)?\p{Lu}[\p{L}'-]*(?:\s+(?:of\s+)?\p{Lu}[\p{L}'-]*){0,3})\s+for\s+(?:the|a|an|my|her|his)\s+(?:[\p{L}-]+\s+){0,3}(?:program|programme|course|degree|masters|master's|PhD|MBA|BSc|MSc)\b/gu, 'started at $1'],
  // ("The Nimbus launch is locked for 3 October": when it is.)
  [/\b(is|are)\s+(?:now\s+)?(?:locked(?:\s+in)?|pencil+ed\s+in|booked\s+in|nailed\s+down|firmed\s+up)\s+(?:for|on)\s+(?=\d|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec))/gu, '$1 on '],
  // ("First morning waking up to gulls in Aberdeen": the writer has moved there; "Three years in our wee Glasgow
  // tenement": lives there.)
  [/^(\s*)(?:[Mm]y\s+|[Oo]ur\s+)?[Ff]irst\s+(?:morning|night|day|week|weekend)\s+(?:waking\s+up|sleeping|living|at\s+home)\b[^.!?]{0,40}?\bin\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)(?=\s*(?:[.!,;]|$))/u, '$1I moved to $2'],
  [/^(\s*)(?:\d+|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]even|[Ee]ight|[Nn]ine|[Tt]en|[Ee]leven|[Tt]welve)\s+(?:years|months)\s+in\s+(?:our|my)\s+(?:[\p{Ll}]+\s+)?(\p{Lu}[\p{L}'-]*)\s+(?:[\p{Ll}-]+\s+)?(?:flat|house|home|tenement|apartment|cottage|bungalow)\b/u, '$1I live in $2'],
  // ("switched her application to medicine": what she will study.)
  [/\b(?:switched|changed)\s+(?:her|his|my|their)\s+(?:university\s+)?(?:application|course|degree|major|subject)\s+to\s+(?=\p{Ll})/gu, 'will now study '],
  // ("Patagonia packing list: ... Flight on 10 January!": the writer's flight.)
  [/^(\s*)(Flight|Appointment|Interview|Exam|Surgery|Operation|Wedding|Party|Gig|Concert|Trip|Dentist|Hearing|Viewing|Move|Moving\s+day)\s+(?:is\s+)?(on|at)\s+(?=\d|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec))/u, (_all: string, space: string, event: string, on: string) => `${space}My ${event.toLowerCase()} is ${on} `],
  // ("I'm your new account manager at Orbis Freight": the speaker's role and employer.)
  [/\b(I'm|I\s+am)\s+your\s+(new\s+)?(?=[\p{Ll}-]+(?:\s+[\p{Ll}-]+){0,2}\s+(?:at|with)\s+\p{Lu})/gu, '$1 the $2'],
  // ("has lived and worked in Galway since 2009": lived there.)
  [/\b(lived|lives|live|living)\s+and\s+(?:worked|works|work|working|studied|studies|painted|written)\s+in\s+(?=\p{Lu})/gu, '$1 in '],
  // ("Q3 budget confirmed at $40k": what it is.)
  [/\b((?:(?:the|our|my|their)\s+)?(?:Q[1-4]\s+|FY\d{2}\s+|[\p{Ll}-]+\s+){0,2}(?:budget|price|fee|salary|rate|rent|cost|quote|offer|limit|cap|target|headcount))\s+(?:is\s+|has\s+been\s+|was\s+)?(?:confirmed|set|fixed|agreed|approved|signed\s+off|locked\s+in)\s+at\s+(?=[$€£]?\d)/gu, '$1 is '],
  // ("the Q3 budget is raised to $55k": what it is now, as "was raised to" says.)
  [/\b((?:(?:the|our|my|their)\s+)?(?:Q[1-4]\s+|FY\d{2}\s+|[\p{Ll}-]+\s+){0,2}(?:budget|price|fee|salary|rate|rent|cost|quote|offer|limit|cap|target|headcount))\s+(?:is|are|gets|got)\s+(?:raised|increased|cut|reduced|lowered|bumped|upped|revised|dropped|trimmed)\s+(?:up\s+|down\s+)?to\s+(?=[$€£]?\d)/gu, '$1 is now '],
  // ("Mateus Costa (Design) start date confirmed for Monday 6 November": when his start date is.)
  [/\b(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)(?:\s+\([^()]{1,30}\))?(?:'s)?\s+(start date|end date|last day|first day|leaving date|due date|return date)\s+(?:is\s+|has\s+been\s+|was\s+)?(?:now\s+)?(?:confirmed|set|fixed|agreed|moved|changed)?\s*(?:for|as|to|on)?\s*(?=\d|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\p{L}*\s+\d)/gu, "$1's $2 is on "],
  // ("On track for launch on 15 May": when the launch is.)
  [/^(\s*)(?:(?:We(?:'re|\s+are)|It's|It\s+is|Still)\s+)?[Oo]n\s+track\s+for\s+(?:the\s+|a\s+)?(\p{Ll}[\p{Ll} -]{1,30}?)\s+(?=on\s+(?:\d|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)))/u, '$1The $2 is '],
  // ("I'll be in the Milan office most days", "based in our Dublin office": where one works.)
  [/\b(I|[Ww]e)(?:'ll|\s+will)?\s+be\s+(?:based\s+)?in\s+(?:the|our)\s+(\p{Lu}[\p{L}-]+)\s+office\b/gu, '$1 work at the $2 office'],
  [/(^|,\s+)based\s+in\s+(?:the|our)\s+(\p{Lu}[\p{L}-]+)\s+office\b/gu, (_all: string, before: string, place: string) => `${before ? '. ' : ''}I work at the ${place} office`],
  // ("pls put my 1:1s in the mornings": when one prefers them.)
  [/\b(?:[Pp](?:lease|ls)\s+)?(?:put|book|schedule|keep|move)\s+my\s+([\p{L}\d-]+(?:\s+[\p{L}\d-]+)?)\s+(?:in|for)\s+the\s+(mornings|afternoons|evenings)\b/gu, 'I prefer $2 for my $1'],
  // ("we stay on Jenkins for now": what one uses.)
  [/\b(I|[Ww]e)\s+(?:will\s+|'ll\s+)?(?:stay|remain)\s+(?:on|with)\s+(?=\p{Lu})/gu, '$1 use '],
  // ("Catering form updated by Dmitri Volkov: dietary requirement changed to vegan": his diet now.)
  [/^(\s*).*?\bby\s+(\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+)\b[^:]{0,40}:\s*(?:the\s+|their\s+|his\s+|her\s+)?dietary\s+(?:requirements?|preference|restrictions?)\s+(?:changed|updated|switched)\s+to\s+/u, '$1$2 is now '],
  // ("Week one at Flutterwave done", "First shift at Boots": the writer started there; "Another Monday at Access Bank":
  // works there.)
  // ("first week for Paystack done", "first week at Indra finish": so written too.)
  // ("Feb 5th 2024 — first day at Einride", "Week one at Moniepoint starts today": after a date and a dash, and starting.)
  [/^(\s*(?:[^.!?\n—–]{0,25}?[—–]\s+)?)(?:(?:[Ww]eek|[Dd]ay|[Mm]onth)\s+one|[Ff]irst\s+(?:day|week|shift|month))\s+(?:at|for|in|with)\s+((?:the\s+)?\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,3})(?![\p{L}&'-]|\s+\p{Lu})(?!\s+(?:campus|office|site|hub|building|depot|branch|store|warehouse|plant|HQ|headquarters)\b)(?:\s+(?:done|over|complete|completed|down|finish|finished|survived|starts|started|begins|began)(?:\s+today)?)?/u, (_all: string, lead: string, org: string) => `${lead.replace(/^(\s*)(.*?)\s*[—–]\s+$/, (_w: string, space: string, when: string) => (/\d/.test(when) ? `${space}On ${when}, ` : space))}I started at ${org}`],
  // ("First full week at 14 rue des Carmes done", "First night sleeping at Quai de la Fosse": the writer's new home.)
  [/^(\s*)(?:[Ff]irst|[Ss]econd)\s+(?:full\s+)?(?:(?:night|weekend)\s+(?:sleeping\s+|living\s+)?(?:at|in)\s+(?=\p{Lu}|\d)|(?:week|month)\s+(?:living\s+)?(?:at|in)\s+(?=\d|(?:rue|quai|via|calle|rua|avenida|avenue|ul|place)\b|\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?\s+(?:Street|St|Road|Rd|Avenue|Ave|Lane|Close|Drive|Way|Place|Square|Terrace|Crescent|Gardens|Court)\b))([^.!?;\n]*?)(?:\s+(?:done|over|complete|completed|survived))?(?=\s*[.!?;]|\s*$)/u, '$1I now live at $2'],
  // ("Two weeks in Whitefield now": the writer lives there.)
  [/^(\s*)(?:\d+|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Aa]\s+few|[Ss]everal)\s+(?:days|weeks|months)\s+in\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)\s+now\b/u, '$1I now live in $2'],
  // ("First week done at Oslo universitetssykehus, on the geriatric ward": the writer started there.)
  [/^(\s*)(?:[Ff]irst|[Ss]econd)\s+(?:day|week|shift|month)\s+(?:done|over|complete|completed|survived)\s+(?:at|with|for)\s+((?:the\s+)?\p{Lu}[^,.;!?\n]{1,50}?)(?=\s*[,.;!?]|\s*$)/u, '$1I started at $2'],
  // ("signed!! new job at Klarna", "New job with Rappi starting Monday": the writer's new employer.)
  [/^(\s*(?:[\p{L}!.]+[!.]+\s+)?)(?:(?:a|my)\s+)?[Nn]ew\s+job\s+(?:at|with)\s+(?=\p{Lu})/u, '$1I now work at '],
  [/^(\s*)[Aa]nother\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|day|shift|week|morning|night)\s+at\s+(?=(?:the\s+)?\p{Lu})/u, '$1I work at '],
  // ("Erik's first day as headteacher of Bromma School": he holds the role now.)
  [/\b(\p{Lu}\p{Ll}+)'s\s+first\s+(?:day|week|term)\s+as\s+(?=(?:the\s+|a\s+|an\s+)?\p{Ll}[\p{Ll} -]{2,40}\s+(?:of|at)\s+(?:the\s+)?\p{Lu})/gu, '$1 became '],
  // ("Six months of living in Montréal": the writer has been living there; "Ten years of Erik teaching maths at X".)
  [/^(\s*)(?:(?:\d+|[Aa]\s+few|[Ss]everal|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]even|[Ee]ight|[Nn]ine|[Tt]en|[Ee]leven|[Tt]welve)\s+)(?:days?|weeks?|months?|years?)\s+of\s+(?:(\p{Lu}\p{Ll}+)\s+)?(?=(?:living|working|teaching|studying|coaching|running|managing|volunteering)\s)/u, (_all: string, space: string, name: string | undefined) => `${space}${name ? `${name} has` : 'I have'} been `],
  // ("Fox got two of the girls. Down to four hens": how many the writer has now.)
  [/^(\s*)(?:[Dd]own|[Uu]p)\s+to\s+(?=(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+\p{Ll}+s\b)/u, '$1I now have '],
  // ("Day 30 of learning Italian on Duolingo": a streak of doing something is doing it.)
  [/^(\s*)(?:Day|Week|Month)\s+\d+\s+of\s+(?=\p{Ll}+ing\s)/u, '$1I am '],
  // ("Jacob's first day at St Mary's Primary", "my first week at Monzo": started there.)
  [/\b(?:([Mm]y)|(\p{Lu}\p{Ll}+)'s)\s+first\s+(?:day|week|shift|term)\s+(?:at|in)\s+(?=(?:the\s+)?\p{Lu})/gu, (_all: string, my: string | undefined, name: string | undefined) => `${my ? 'I' : name} started at `],
  // ("I have been seeing a lot of Priya lately": whom one is seeing.)
  [/\b(I|[Hh]e|[Ss]he)\s+(?:have|'ve|has|'s)\s+been\s+seeing\s+(?:a\s+lot\s+of\s+)?(?=\p{Lu})/gu, (_all: string, who: string) => `${who} ${/^I$/.test(who) ? 'am' : 'is'} seeing `],
  // ("Repotted all 14 of my houseplants": how many one has.)
  [/\b(I|[Ww]e)\s+\p{Ll}+ed\s+all\s+((?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+)of\s+(?:my|our)\s+((?:\p{Ll}+\s+)?\p{Ll}+s)\b(?:\s+(?:today|yesterday|this\s+(?:morning|afternoon|evening|week|weekend)))?/gu, '$1 have $2$3'],
  // ("Started sertraline at 50 mg", "Dose went up to 100 mg of sertraline": one's dose of a medicine.)
  [/\b(I|[Hh]e|[Ss]he)\s+(?:(?:have|has)\s+)?(?:started|start|take|takes|am\s+taking|is\s+taking|am\s+on|is\s+on|was\s+put\s+on|was\s+prescribed)\s+([a-z][a-z-]{3,})\s+at\s+(?=\d[\d.]*\s?(?:mg|mcg|µg|g|ml|units?)\b)/g, (_all: string, who: string, drug: string) => `${/^I$/.test(who) ? 'my' : /^he$/i.test(who) ? 'his' : 'her'} ${drug} dose is `],
  [/\b(?:(?:[Mm]y|[Tt]he|[Hh]is|[Hh]er)\s+)?([Dd]ose)\s+(?:of\s+([a-z][a-z-]{3,})\s+)?(?:has\s+)?(?:went\s+up|gone\s+up|increased|was\s+increased|was\s+raised|went\s+down|gone\s+down|was\s+reduced|was\s+lowered|was\s+cut|changed|is\s+now)\s+to\s+(\d[\d.]*\s?(?:mg|mcg|µg|g|ml|units?))(?:\s+of\s+([a-z][a-z-]{3,}))?(?:\s+(?:today|yesterday|this\s+(?:morning|week|month)))?/g, (_all: string, _dose: string, drug: string | undefined, amount: string, after: string | undefined) => `my ${drug ?? after ?? ''}${drug ?? after ? ' ' : ''}dose is now ${amount}`],
  // ("the house fund is at £9,100": what one has in it.)
  [/\b([Tt]he|[Mm]y|[Oo]ur)\s+((?:[a-z-]+\s+)?(?:fund|savings|savings\s+account|pot|ISA|pension|kitty|jar|piggy\s+bank))\s+(?:is|stands)\s+(?:now\s+)?at\s+([$€£]\s?\d(?:[\d,]*\d)?(?:\.\d+)?k?)/g, (_all: string, owner: string, thing: string, amount: string) => `${/^our$/i.test(owner) ? 'we have' : 'I have'} ${amount} in the ${thing}`],
]);
function plainerWording(sentence: string): string {
  return PLAINER_WORDING.apply(sentence);
}

/**
 * "our electrician Gary works for Sparks & Co", "Gary the electrician went self-employed", "bakery chain Crumb operates
 * 45 shops": a person or a firm introduced by what they are is the name alone.
 */
const ROLE_THEN_NAME = new RegExp(`^(\\s*(?:\\p{L}[\\p{L} ]{0,29}:\\s*)?)(?:(?:[Oo]ur|[Mm]y|[Tt]he)\\s+(?:[a-z-]+\\s+)?(?:${ROLE_WORDS})\\s+(\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?)|(\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?)\\s+the\\s+(?:[a-z-]+\\s+)?(?:${ROLE_WORDS}))(?=\\s+(?:now\\s+)?\\p{Ll}+(?:s|ed)\\b)`, 'u');
const KIND_THEN_FIRM =
  /^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:[\p{L}-]+\s+){0,2}(?:chain|company|firm|startup|brand|charity|retailer|publisher|agency|label|supermarket|bakery|cafe|café)\s+(\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,2})(?=\s+(?:now\s+)?\p{Ll}+(?:s|ed)\b)/u;
function introducedByRole(sentence: string): string {
  const named = sentence.replace(ROLE_THEN_NAME, (all, lead: string, after: string | undefined, before: string | undefined) => {
    const name = after ?? before!;
    return NOT_NAMES.has(name.split(' ')[0]!) ? all : `${lead}${name}`;
  });
  return named.replace(KIND_THEN_FIRM, (all, lead: string, name: string) => (NOT_NAMES.has(name.split(' ')[0]!) ? all : `${lead}${name}`));
}

/**
 * "since the canteen closed we get lunch from Leon", "Since I left Dishoom I've been cooking at Hoppers", "Ever since we
 * got the cargo bike I take the kids to school by bike": a clause saying what changed, with no comma before the clause
 * it changed, is a sentence of its own; what follows holds now.
 */
function sinceClause(sentence: string): string {
  // ("Since her daughter moved to day shifts, Halina Kowalczyk now asks ...": a named subject after a comma too.)
  return sentence.replace(new RegExp(String.raw`^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:[Ee]ver\s+since|[Ss]ince|[Nn]ow\s+that)\s+((?:the|a|an|my|our|his|her|their|I|we|they|he|she)\s+[^,;.!?]{1,60}?)(?:\s+(?!(?:I|we|they|he|she)\s+(?:and|or)\b)((?:I|we|they|he|she)(?:'ve|'m|'re|'s|'d)?)|,\s+(${PERSON_NAME})(?=\s+now\s))\s+(?=\p{Ll})`, 'u'), (all, lead: string, clause: string, pronoun: string | undefined, name: string | undefined, at: number, whole: string) =>
    // (The clause has a verb in the past: "since the canteen closed", not "since the start of the year".)
    /\b(?:\p{Ll}+ed|got|left|went|took|came|began|became|sold|bought|moved|had|made|quit|lost|found|met|built|broke|shut|won)\b/u.test(clause) ? `${lead}${clause}; ${pronoun ?? name} ${/^now\b/.test(whole.slice(at + all.length)) ? '' : 'now '}` : all);
}

/**
 * "I see the dentist on January 24", later "The dentist's receptionist called and moved me to January 31": a visit to
 * someone who sees people by appointment is the appointment.
 */
const SEEN_BY_APPOINTMENT = '(dentist|doctor|GP|optician|orthodontist|physio|physiotherapist|hygienist|vet|consultant|surgeon|dermatologist|hairdresser|barber|therapist|specialist|midwife|podiatrist|osteopath|chiropractor|counsellor|counselor|psychiatrist|nurse)';
const SEEING_ON_DAY = new RegExp(String.raw`\b(?:I|[Ww]e)(?:'m|\s+am|'re|\s+are|'ll|\s+will)?\s+(?:(?:also|now|then)\s+)?(?:see|seeing|visit|visiting|go\s+to|going\s+to)\s+(?:the|my|our)\s+${SEEN_BY_APPOINTMENT}\s+${ON_A_DAY}`, 'u');
const MOVED_ME_TO = new RegExp(String.raw`\b(?:[Tt]he|[Mm]y|[Oo]ur)\s+${SEEN_BY_APPOINTMENT}(?:'s\s+(?:receptionist|surgery|office|practice|clinic|secretary))?\s+(?:(?:called|rang|phoned|emailed|texted)\s+(?:me\s+)?(?:and\s+)?)?(?:has\s+)?(?:moved|rebooked|rescheduled|pushed|put|bumped|switched)\s+me\s+(?:back\s+)?(?:to|for|until|till)\s+(?=(?:the\s+)?(?:\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\p{L}*\b|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|next\s))`, 'u');
function seenByAppointment(sentence: string): string {
  return sentence
    .replace(SEEING_ON_DAY, (_all, who: string) => `my ${who} appointment is `)
    .replace(MOVED_ME_TO, (_all, who: string) => `my ${who} appointment is now on `);
}

/**
 * "the council added 25 electric buses, bringing the total to 85": the total is the count of them now; "the Hendersons
 * write that they have settled in Aberdeen": what a family reports of itself is its claim.
 */
function totalBroughtTo(sentence: string): string {
  return sentence
    .replace(/\b(?:added|hired|opened|bought|planted|adopted|built|took on|launched|acquired|signed|recruited|welcomed)\s+(?:another\s+)?(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of)\s+(?:more\s+|new\s+|additional\s+)?((?:[\p{Ll}-]+\s+){0,2}\p{Ll}[\p{L}-]*s)\b,?\s+(?:bringing|taking|which brings|which takes)\s+(?:the|its|their|our|his|her|my)\s+total\s+(?:number\s+)?(?:up\s+)?to\s+(\d[\d,]*)(?=\s*[.;!?]|\s*$)/u, (_all, things: string, count: string) => `now has ${count} ${things}`)
    .replace(/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)([Tt]he\s+\p{Lu}\p{Ll}+s)\s+(?:write|say|report|tell us|let us know|wrote|said|reported|told us)\s+(?:that\s+)?they\s+/u, '$1$2 ');
}

/** "the committee agreed to hold the summer fair on the village green": the fair will be held there. */
function agreedToHold(sentence: string): string {
  return sentence.replace(/\b(?:(?:[Ww]e|[Tt]hey|[Tt]he\s+[a-z]+)\s+(?:have\s+|'ve\s+|has\s+)?(?:agreed|decided|voted|chose|plan|planned|will|are going)\s+to\s+|(?:[Ii]t|[Tt]his)\s+(?:was|has\s+been|is)\s+(?:agreed|decided|resolved|confirmed)\s+to\s+)(?:hold|host|stage|run)\s+((?:the|our|this year's|next year's)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+(?=(?:in|at|on\s+the)\s+(?!@date)(?:the\s+)?\p{L})/u, (_all, event: string) => `${event} will be held `);
}

/**
 * "The Rest Is History is the podcast I never miss", "Lately the podcast I never miss is Diary of a CEO": the one thing
 * of a kind one always goes back to is one's favourite of it.
 */
const NEVER_MISS = String.raw`(?:that\s+)?(I|we)\s+(?:never miss|can't miss|cannot miss|always listen to|always watch|always read|always order|always go back to|keep going back to|keep coming back to|can't live without|cannot live without|love most|like best|listen to most|watch most)`;
const THING_NEVER_MISSED = new RegExp(String.raw`^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(\p{Lu}[\p{L}\d'&-]*(?:\s+[\p{Lu}\d][\p{L}\d'&-]*|\s+(?:of|the|is|a|and|in|on)\b){0,6})\s+(?:is|'s)\s+(?:now\s+)?(?:the|my|our)\s+([a-z]+(?:\s+[a-z]+)?)\s+${NEVER_MISS}\b`, 'u');
const NEVER_MISSED_IS = new RegExp(String.raw`^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:(lately|these days|now|currently|nowadays),?\s+)?(?:the|my|our)\s+([a-z]+(?:\s+[a-z]+)?)\s+${NEVER_MISS}\s+(?:is|has become)\s+(now\s+)?(?=\p{Lu})`, 'iu');
function thingNeverMissed(sentence: string): string {
  return sentence
    .replace(THING_NEVER_MISSED, (_all, lead: string, thing: string, kind: string, who: string) => `${lead}${who === 'I' ? 'my' : 'our'} favourite ${kind} is ${thing}`)
    .replace(NEVER_MISSED_IS, (_all, lead: string, when: string | undefined, kind: string, who: string, now: string | undefined) => `${lead}${who === 'I' ? 'my' : 'our'} favourite ${kind} is ${when || now ? 'now ' : ''}`);
}

/**
 * "Roisin finds spin boring these days; reformer pilates is what she prefers": what one finds dull one no longer likes,
 * and what one prefers, named first, one prefers.
 */
function whatOnePrefers(sentence: string): string {
  return sentence
    .replace(/\b(I|we|[Hh]e|[Ss]he|they|(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+)\s+(?:now\s+)?(?:finds?|found)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:boring|dull|tedious|too hard|too easy|a chore|a drag)\b(?:\s+(?:these days|now|lately|nowadays))?/u, (all, who: string, thing: string) =>
      /^(?:it|them|this|that|work|life)$/i.test(thing) ? all : `${who} no longer ${/^(?:I|we|they)$/.test(who) ? 'like' : 'likes'} ${thing}`)
    .replace(/(^|[;:]\s*|,\s+(?:and\s+|but\s+)?)((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+is\s+what\s+(I|we|he|she|they)\s+(?:now\s+|really\s+)?(prefers?|likes?|loves?|wants?|enjoys?)\b/u, (all, before: string, thing: string, who: string, verb: string) =>
      /^(?:it|this|that|which)$/i.test(thing) ? all : `${before}${who} now ${verb} ${thing}`);
}

/** "I'm obsessed with Baldur's Gate 3 now, it's my new favourite": the thing before is the favourite, of no kind said. */
function kindlessFavorite(sentence: string): string {
  return sentence.replace(/\b(?:I'm|I am|I've been|we're)\s+(?:(?:really|so|totally|completely|now)\s+)*(?:obsessed with|hooked on|addicted to|into|loving|playing|reading|watching)\s+((?:\p{Lu}[\p{L}\d'&:-]*)(?:\s+(?:of\s+|the\s+|and\s+)?[\p{Lu}\d][\p{L}\d'&:-]*){0,5})(?:\s+(?:now|these days|lately|at the moment|right now))?\s*[,;]\s*(?:and\s+)?(?:it's|it is|it has become|it's become|that's)\s+(?:now\s+)?(my|our)\s+(?:new\s+)?(?:favou?rite|fave)(?=\s*(?:[.!;]|$|,?\s+(?:by far|now|easily)))/u, (_all, thing: string, my: string) => `${my} new favourite is now ${thing}`);
}

/** The space a rewrite needs where its match began with a contraction ("I'm", "I've") it replaced. */
function afterContraction(matched: string): string {
  return matched.startsWith("'") ? ' ' : '';
}

/**
 * "a climbing gym in Denver, since that's where I'm based these days", "... in Leeds, as that's where we live": the place
 * named before is where the speaker is.
 */
function whereIAm(sentence: string): string {
  return sentence.replace(/\b((?:in|near|around)\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)*)[^.;!?]*?),?\s+(?:since|as|because)\s+(?:that's|that is|it's|it is)\s+where\s+(I|we)\s*('m|'re|am|are)?\s*(based|live|living|work|working|stay|staying)\b/u, (_all, before: string, place: string, who: string, aux: string | undefined, verb: string) =>
    `${before}; ${who}${aux ? (aux.startsWith("'") ? aux : ` ${aux}`) : ''} ${verb} in ${place}`);
}

/** "we moved planning to Wednesdays", "the team shifted the standup to Tuesdays": the thing now happens on those days. */
function movedToWeekdays(sentence: string): string {
  return sentence.replace(/\b(?:I|we|they|the team)\s+(?:(?:have|'ve|has|just|finally|also|recently)\s+)*(?:moved|shifted|switched|changed|pushed)\s+((?:the|our|my)\s+[\p{Ll} -]{1,30}?|(?!(?:it|them|this|that|everything)\b)[a-z][a-z-]+(?:\s+[a-z][a-z-]+)?)\s+(?:over\s+)?to\s+((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days(?:\s+and\s+(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days)?)\b/iu, (_all, thing: string, days: string) => `${thing} now happens on ${days}`);
}

/**
 * "Tariq switched to evening workouts", "I've moved to morning runs": when one trains now (as "trains in the mornings"
 * said). Before dates are read: "evening" alone is a time to the date parser.
 */
function timeOfDayChange(sentence: string): string {
  const now = (all: string, what: string, time: string, at: number) => {
    const verb = /^(?:runs|running)$/i.test(what) ? 'run' : /^swims$/i.test(what) ? 'swim' : /^rides$/i.test(what) ? 'ride' : /^shifts$/i.test(what) ? 'work' : 'train';
    const t = time.toLowerCase().replace(/s$/, '');
    // ("moved to night shifts": works nights, as "Omar works nights" says; "works at night" would be read as where.)
    const when = verb === 'work' ? `${t}s` : t === 'weekend' ? 'at weekends' : t === 'lunchtime' ? 'at lunchtime' : t === 'night' ? 'at night' : `in the ${t}s`;
    // ("I've moved to morning runs": I run; "Tariq switched to evening workouts": he trains.)
    const first = /\b(?:I|we|they|you)\s*$/i.test(sentence.slice(0, at));
    return `${afterContraction(all)}now ${first ? verb : `${verb}s`} ${when}`;
  };
  return sentence
    .replace(
      /\b(?:(?:has|have|'s|'ve|just|now|recently)\s+)*(?:switched|moved|changed|shifted|gone|went)\s+(?:over\s+)?to\s+(morning|evening|afternoon|night|weekend|lunchtime)\s+(workouts?|training|training sessions|gym sessions|sessions|runs|running|swims|rides|shifts)\b/iu,
      (all: string, time: string, what: string, at: number) => now(all, what, time, at),
    )
    // "Mr Adeyemi has moved his training to the evenings": the same, said of the activity moved.
    .replace(
      /\b(?:(?:has|have|'s|'ve|just|now|recently)\s+)*(?:switched|moved|changed|shifted)\s+(?:my|his|her|their|our)\s+(workouts?|training|training sessions|gym sessions|runs|running|swims|rides|shifts)\s+to\s+(?:the\s+)?(mornings?|evenings?|afternoons?|nights?|weekends?|lunchtimes?)\b/iu,
      (all: string, what: string, time: string, at: number) => now(all, what, time, at),
    );
}

/**
 * "Wei Zhang has left Google for a startup called Lumen", "Carmen Ruiz left Accenture this spring to become VP of
 * Engineering at Glovo": a leaving and a joining, as two clauses (the leaving is folded into the joining).
 */
function leftFor(sentence: string): string {
  return sentence
    // ("I left St Thomas' for a district nursing job with Lambeth community team": works there now, instead.)
    .replace(/\b(I|we|[Hh]e|[Ss]he|they)\s+(?:have\s+|has\s+|'ve\s+)?(?:left|quit)\s+((?:the\s+)?\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,3})\s+for\s+(?:an?\s+)?(?:(?:new\s+)?(?:[\p{Ll}-]+\s+){0,3}(?:job|role|post|position)\s+(?:with|at)\s+)((?:the\s+)?\p{Lu}[\p{L}&'-]*(?:\s+[\p{L}&'-]+){0,3})/gu, (_all, who: string, left: string, to: string) => `${who} now ${/^(?:I|we|they)$/.test(who) ? 'work' : 'works'} at ${to} instead of ${left}`)
    .replace(/\b(?:(?:has|have|'s|'ve)\s+)?left\s+(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,2})\s+for\s+an?\s+(?:[\p{Ll}-]+\s+){0,3}(?:called|named)\s+(?=\p{Lu})/u, (_all, org: string) => `left ${org} and joined `)
    // ("to become VP of Engineering at Glovo": joined Glovo as VP of Engineering.)
    .replace(/\b(?:(?:has|have|'s|'ve)\s+)?left\s+(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,2})((?:\s+(?:this|last|in|at|after)\s+[\p{L}\d]+(?:\s+\d{4})?)?)\s+to\s+become\s+((?:an?\s+|the\s+)?[^.,;!?]{1,50}?)\s+at\s+(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,2})/u, (_all, org: string, when: string, role: string, next: string) =>
      `left ${org}${when} and joined ${next.replace(/\.$/, '')} as ${role}${next.endsWith('.') ? '.' : ''}`)
    .replace(/\b(?:(?:has|have|'s|'ve)\s+)?left\s+(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,2})((?:\s+(?:this|last|in|at|after)\s+[\p{L}\d]+(?:\s+\d{4})?)?)\s+to\s+join\s+/u, (_all, org: string, when: string) => `left ${org}${when} and joined `);
}

/** "Mr Fischer has moved on to Pinot Noir": a switch to another thing of a known kind (value-kinds.ts). */
function movedOnTo(sentence: string): string {
  return sentence.replace(/\b(?:(has|have|'s|'ve)\s+)?moved\s+on\s+to\s+((?:\p{Lu}[\p{L}'-]*|[a-z-]+)(?:\s+(?:\p{Lu}[\p{L}'-]*|[a-z-]+)){0,2}?)(?=\s*(?:[.,;!?]|$)|\s+(?:now|instead|these days|lately)\b)/u, (all, have: string | undefined, thing: string) =>
    valueKind(normalizeValue(thing)) ? `${have ? `${have} ` : ''}switched to ${thing}` : all);
}

/** "I'm kind of over Marvel now and more into Studio Ghibli films": no longer liked, and the new liking, as two clauses. */
function overAndInto(sentence: string): string {
  return sentence.replace(/\b(I'm|I am|[Ss]he's|[Hh]e's|[Ss]he is|[Hh]e is)\s+(?:kind of\s+|sort of\s+|so\s+|totally\s+|completely\s+|pretty much\s+)?over\s+((?:\p{Lu}[\p{L}'-]*|[a-z-]+)(?:\s+(?:\p{Lu}[\p{L}'-]*|[a-z-]+)){0,2}?)(?:\s+now)?\s+and\s+(?:much\s+|way\s+|a lot\s+)?more\s+into\s+/u, (_all, be: string, thing: string) =>
    /^I/.test(be) ? `I no longer like ${thing}, and I'm now into ` : `${be.split(/['\s]/)[0]} no longer likes ${thing}, and ${be} now into `);
}

/** "Sam got a job in London and moved there": there is the place named before. */
function movedThere(sentence: string): string {
  return sentence.replace(/\b(moved|relocated|settled|live|lives|living|lived)\s+there\b/, (all, verb: string, at: number) => {
    const places = [...sentence.slice(0, at).matchAll(/\b(?:in|to|at)\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)*)/gu)];
    const place = places.at(-1)?.[1];
    return place ? `${verb} ${/^(?:moved|relocated)$/.test(verb) ? 'to' : 'in'} ${place}` : all;
  });
}

const CONNECTOR = /(;|,?\s+(?:and so|so now|so(?!\s+far\b)|therefore|thus|hence|which means|that means|as a result|that's why|because|since|now that|but|and)\s+|,\s+(?:while|whereas)\s+|,\s+(?=it\s+(?:now\s+|still\s+|also\s+)?(?:is|'s|was|has|had|will|\p{Ll}+s)\b|(?:he|she|they)\s+(?:now\s+|still\s+|also\s+|really\s+)?\p{Ll}{2,}\b|(?:I|we)(?:'ve|'m|'re|'d|'ll)?\s+(?:now\s+|still\s+|also\s+|really\s+|just\s+|already\s+)?\p{Ll}{2,}\b|(?:the|my|our)\s+[a-z-]+(?:\s+[a-z-]+)?\s+(?:is|are)\s+(?:now\s+)?(?:due|on|at|in|scheduled|set|moved|booked|fixed|planned)\b|(?:my|his|her|our|their)\s+(?:new\s+)?favou?rite\s+[a-z-]+(?:\s+[a-z-]+)?\s+(?:is|are)\b|\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2}\s+(?:is|are)\s+(?:now\s+)?(?:my|his|her|our|their)\s+(?:new\s+)?favou?rite\s+[a-z-]{3,}))/iu;

/** Clauses of a sentence, with the connector that links each to the one before. */
function splitClauses(sentence: string): Clause[] {
  const parts = sentence.split(CONNECTOR);
  const clauses: Clause[] = [{ text: parts[0]!, link: null }];
  for (let i = 1; i < parts.length; i += 2) {
    const connector = parts[i]!.replace(/[;,]/g, '').trim().toLowerCase();
    const piece = parts[i + 1] ?? '';
    // "Ravi and I both work at Oracle": "and" between two subjects joins them, it does not start a clause.
    const joinsSubjects = connector === 'and' && /^\s*(?:\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?|I|[Mm]y\s+[a-z]+|[Ss]he|[Hh]e)\s*$/u.test(clauses[clauses.length - 1]!.text);
    // "I renewed my passport, it now expires on 5 March 2035": a clause spliced on with "it" goes on about the thing
    // the clause before owns.
    // ("I stopped taking sugar in my tea, I take it plain now": "it" after the speaker's verb too.)
    // ("I've been won over by my Kindle and prefer it to paper books now": after "and" with the subject left out.)
    // ("my son got me into Brentford, I support them now": "them" after a name the clause before ends with.)
    const themObject = connector === '' && /^\s*(?:I|we)\s+(?:now\s+|just\s+|only\s+)?[a-z]+\s+them\b/i.test(piece) && /\b(?:with|into|about|on|love|like|enjoy|play|use)\s+\p{Lu}[\p{L}\d'&-]*(?:\s+\p{Lu}[\p{L}\d'&-]*){0,2}\s*$/u.test(clauses[clauses.length - 1]!.text.replace(/[.!]\s*$/, ''));
    const itObject = themObject || (connector === '' && /^\s*(?:I|we)\s+(?:now\s+|just\s+|only\s+)?[a-z]+\s+it\b/i.test(piece)) || (connector === 'and' && /^\s*(?:now\s+|really\s+|much\s+)?(?:prefer|love|like|use|enjoy|rate)\s+it\b/i.test(piece));
    // ("I'm obsessed with Wordle, I play it every morning": after the speaker's verb, a name the clause before ends with.)
    const before = clauses[clauses.length - 1]!.text.replace(/[.!]\s*$/, '');
    // ("I renewed my passport and it now expires on 12 August 2034": after "and" too.)
    const owned = (connector === '' || connector === 'and') && (/^\s*it\s/i.test(piece) || itObject) ? /\b((?:my|our|his|her|their)\s+(?:new\s+)?[a-z-]+(?:\s+[a-z-]+)?)\s*$/i.exec(before) ?? (itObject ? /\b(?:with|into|about|on|love|like|enjoy|play|use)\s+(\p{Lu}[\p{L}\d'&-]*(?:\s+\p{Lu}[\p{L}\d'&-]*){0,2})\s*$/u.exec(before) : null) : null;
    // ("I'm looking for a dentist in Brighton, I've lived there for three years": a clause of the speaker's spliced on to
    // one of theirs is a clause of its own; "In 2020, I moved to Leeds" is one clause.)
    // ("These days I only drink americanos, I cut out milk": two clauses when the one before opens with its subject.)
    const spliced = !themObject && /^,/.test(parts[i]!.trim()) && connector === '' && /^\s*(?:I|we)\b/.test(piece) && !/^\s*(?:(?:these\s+days|lately|nowadays|now|honestly|actually)\s*,?\s+)?(?:I|we)\b/i.test(clauses[clauses.length - 1]!.text);
    // ("we retired Jira; bugs are tracked in Linear": what follows a semicolon is a clause of its own.)
    if ((connector === '' && /^\s*it\s/i.test(piece) && !owned) || spliced || (!owned && (joinsSubjects || (!startsWithPredicate(piece) && !(parts[i]!.includes(';') && /^\s*(?:(?:the|our|all|my|his|her|their|its)\s+(?:\p{Ll}[\p{L}-]*\s+){0,2}|(?:(?:\p{Lu}[\p{L}.-]*|&)\s+){0,3}\p{Lu}[\p{L}-]*'s\s+(?:\p{Ll}[\p{L}-]*\s+){0,3}|)\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*)?\s+(?:is|are|was|were|now|has|have)\b/u.test(piece)))))) {
      clauses[clauses.length - 1]!.text += parts[i]! + piece;
      continue;
    }
    clauses.push({
      joint: parts[i]!,
      // "..., so now I pay $1,950 a month": the change the connector marks belongs to the clause.
      text: owned ? piece.replace(themObject ? /\bthem\b/ : itObject ? /\bit\b/ : /^\s*it\b/i, owned[1]!) : /\bnow\b/.test(connector) && !/\bnow\b/i.test(piece) ? `now ${piece}` : piece,
      link: CONSEQUENCE.test(connector) ? 'consequence' : CAUSE.test(connector) ? 'cause' : null,
    });
  }
  return clauses;
}

/** Whether a piece opens with a predicate (after at most a short subject), i.e. is a clause of its own. */
function startsWithPredicate(piece: string): boolean {
  // Dates are masked before the rules see a clause; a rough mask lets "my test is now on May 24" count as a clause.
  piece = piece.replace(ACTOR_SETS_AMOUNT, amountNowSet).replace(ROUGH_DATE, '@date0').replace(/\s+(?:so far|to date|until now|these days|right now|at the moment)\b/gi, '');
  const mayMatch = RULE_GATES.open(piece);
  for (const [order, rule] of RULES.entries()) {
    if (!mayMatch(order)) continue;
    const m = rule.re.exec(piece);
    if (m && piece.slice(0, m.index).trim().split(/\s+/).filter(Boolean).length <= 4) return true;
  }
  // ("..., so my flight home from Bali is on June 16 now": a thing of one's own, named at length, and when it is.)
  if (/^\s*(?:my|our|his|her|their)\s+(?:[\p{L}'-]+\s+){0,5}(?:is|are|'s)\s+(?:now\s+)?(?:on|at|due|scheduled|set|booked|planned)\b/iu.test(piece)) return true;
  // "..., and a mezcal margarita is my new favorite cocktail": a favorite named first.
  if (/^\s*(?:\p{Lu}|(?:a|an|the)\s)[^,;:]{0,60}?\s(?:is|are|has become|became)\s+(?:my|our|his|her|their)\s+(?:new\s+|all-time\s+)?(?:favou?rite|go-to)\b/u.test(piece)) return true;
  // "... and now trains the under-16 squad": a verb in the third person before its object.
  if (/^\s*(?:(?:now|also|still|then|currently|usually)\s+)*[a-z]{2,}[^s\W]s\s+(?:the|a|an|my|our|his|her|their|\d+)\b/i.test(piece)) return true;
  // "The catalogue has grown and the shop now stocks 450 products": a short noun phrase with a determiner, then a verb
  // in the third person before its object.
  // ("the altitude makes my long runs hard" is no claim of that shape: a causative verb, a possessive object.)
  if (/^\s*(?:the|my|our|his|her|their|its)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+\s+(?:(?:now|also|still|currently|usually)\s+)*(?!(?:makes|gets|keeps|seems|looks|feels|sounds|means|takes|goes|comes|lets|helps)\b)[a-z]{2,}[^s\W]s\s+(?:the|a|an|\d+|about|around|over|only)\b/i.test(piece)) return true;
  // ("Hannah is a vet in Leeds and Ruth is still teaching in Hull": a name and its verb open a clause of their own.)
  if (/^\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+(?:(?:now|still|also)\s+)?(?:is|was|has|had)\s+(?:(?:now|still|also)\s+)?(?:a|an|the|\p{Ll}{3,}ing)\b/u.test(piece) && !NOT_NAMES.has(piece.trim().split(/\s+/)[0]!)) return true;
  // "I quit CrossFit and now I do yoga instead": a pronoun and a verb open a clause of their own.
  // ("..., so I'm on 3 medications now": the pronoun with its auxiliary.)
  if (/^\s*(?:(?:now|then|also|still|instead)\s+)*(?:I|we|he|she|they)(?:'m|'re|'s|'ve|'d|'ll)?\s+(?:(?:now|also|still|just|only|really|usually|mostly)\s+)*(?!(?:and|or|both|too|all)\b)[a-z']{2,}\b/.test(piece)) return true;
  // "I've cut out coffee and only drink green tea now": after an adverb, a word that is no determiner or pronoun is the
  // verb of a clause whose subject is the one before's.
  if (/^\s*(?:(?:now|only|just|instead|also|still|mostly|mainly|usually|then)\s+)+(?!(?:the|a|an|my|our|his|her|their|this|that|these|those|it|we|i|you|they|he|she|so|too|as|for|with|in|on|at)\b)[a-z]{3,}\s+\S/i.test(piece)) return true;
  return DECISION_FALLBACK.test(piece) && (DECISION_FALLBACK.exec(piece)?.index ?? 99) < 25;
}

function entityType(name: string, hinted: EntityType | undefined, state: DocumentState): EntityType {
  if (HONORIFIC.test(`${name} `)) return 'person';
  if (CORPORATE.test(name)) return 'organization';
  if (/\bproject\b/i.test(name)) return 'project';
  return state.known.get(name.toLowerCase()) ?? hinted ?? 'concept';
}

/** "Senior Software Engineer" -> "a senior software engineer"; "CTO" stays "a CTO". */
function titleAsRole(title: string, head: string): string {
  return `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${/^\p{Lu}{2,}$/u.test(head) ? title : title.toLowerCase()}`;
}
/** A job title's last word: "engineer", "CEO". */
const ROLE_SET = new Set([...ROLE_WORDS.split('|'), 'buyer', 'planner', 'merchandiser', 'vp', 'svp', 'evp', 'ceo', 'cto', 'cfo', 'coo', 'cmo', 'cpo', 'fellow', 'chair', 'president', 'treasurer', 'curator', 'dean']);
/** Plural names that are no family ("the Netherlands", "the Alps", "the Olympics"). */
const NOT_FAMILIES = /^(?:Netherlands|Philippines|Alps|Andes|Rockies|Maldives|Bahamas|Seychelles|Hamptons|Highlands|Midlands|Balkans|Pyrenees|Dolomites|Himalayas|Americas|Canaries|Azores|Cotswolds|Emirates|Caribbeans|Appalachians|Ardennes|Lakes|Islands|Keys|Falls|Hills|Woods|Downs|Fens|Dales|Moors|Glades|Everglades|Badlands|Tropics|States|Games|Olympics|Oscars|Grammys|Emmys|Beatles|Rolling|Avengers|Simpsons|Sopranos)$/;
/** "CI", "CRM", "APIs": an acronym, which names a thing. */
const ACRONYM = /^\p{Lu}{2,6}s?$/u;

function resolveSubject(
  text: string,
  claim: Claim,
  context: { speaker?: string; state: DocumentState; inherited?: Subject },
): Subject | undefined {
  // "all our services run on AWS": our services.
  // ("In February 2023 Mei Tanaka left Sony": a preposition whose date was read is no part of the subject.)
  text = text.trim().replace(/^(?:[Aa]ll|[Bb]oth)\s+(?=(?:[Mm]y|[Oo]ur|[Yy]our|[Hh]is|[Hh]er|[Tt]heir)\s)/, '').replace(/^(?:In|On|By|Since|From|As of|Until|After|Before|During)\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+$)/u, '');
  // "these days Wen prefers squash": a time lead-in before a name is not part of it.
  text = text.replace(/^(?:[Tt]hese days|[Nn]owadays|[Ll]ately|[Rr]ecently|[Cc]urrently|[Tt]oday|[Tt]his year|[Ss]ince then|[Nn]ow),?\s+(?=\p{Lu}\p{Ll})/u, '');
  // "after her promotion Lina earns": a lead-in with no comma before the name it is about.
  const afterLead = /^(?:[Aa]fter|[Ff]ollowing|[Ss]ince|[Tt]hanks to|[Dd]ue to|[Bb]ecause of|[Dd]espite)\s+[^,]{1,40}?\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2})$/u.exec(text);
  if (afterLead && !NOT_NAMES.has(afterLead[1]!.split(' ')[0]!)) text = afterLead[1]!;
  const { speaker, state } = context;
  // "These days I", "Big news, I", "Last week my": a short lead-in before a pronoun subject is not the subject.
  // ("These days his": a possessive after a lead-in is its owner's, whoever "his" is.)
  const lead = /^(?:[\p{L}\p{N}'-]+[,:;]?\s+){1,5}(I|we|he|she|they|you|my|our|his|her|their)$/iu.exec(text);
  if (lead && !/\b(?:and|or|who|that|which)\b/i.test(text.slice(0, -lead[1]!.length))) {
    // "meet Leila Haddad, she leads design": the person the lead-in introduces is who "she" is.
    const introduced = /^(?:he|she)$/i.test(lead[1]!) ? /\b(?:meet|introduce|introducing|welcome|welcoming|congratulate|congrats to|thank|thanks to|cc|looping in|loop in|met)\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?),?\s+\S+$/u.exec(text) : null;
    if (introduced && !NOT_NAMES.has(introduced[1]!.split(' ')[0]!)) {
      rememberPerson(state, introduced[1]!);
    }
    text = lead[1]!;
  }
  // "Great news, my personal best for the 5K": a short lead-in, then what a pronoun owns.
  const leadIn = /^(?:[\p{L}\p{N}'-]+\s+){0,4}[\p{L}\p{N}'-]+[,:!]\s+((?:[Mm]y|[Oo]ur|[Yy]our|[Hh]is|[Hh]er|[Tt]heir|\p{Lu}[\p{L}-]*'s)\s+.+|\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)$/u.exec(text);
  if (leadIn && !/\b(?:and|or|who|that|which)\b/i.test(text.slice(0, -leadIn[1]!.length))) text = leadIn[1]!;
  // "After two new hires the platform team": a prepositional lead-in, then the subject.
  const prepositional = /^(?:after|before|since|following|with|as of|by|in|on|at|during|from|over|for)\s.{1,50}?\s((?:the|my|our|his|her|their)\s+[\p{L}\p{N}\s'-]+)$/iu.exec(text);
  if (prepositional && !/,/.test(text)) text = prepositional[1]!;
  // "Since we moved closer to the office my commute": a clause of its own, then the subject.
  const tail = /^(.+?)\s+((?:my|our|his|her|their)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)$/iu.exec(text);
  if (tail && /\b(?:I|we|he|she|they|you)\s+\p{L}/u.test(tail[1]!) && !/\b(?:and|or)$/i.test(tail[1]!)) text = tail[2]!;
  // "Today is Rafael Ortiz": a phrase with a verb "to be" of its own is a clause, not a subject.
  if (/\s(?:is|are|was|were|am)\s/i.test(` ${text} `)) return undefined;
  // "I've got some other stuff with sentimental value (like my bowl)": a clause of its own is not a subject.
  if (/^(?:I|I've|I'm|I'd|I'll|we|we've|we're|you|you're|they|they're|he|she|it|it's)\s+\S/i.test(text)) return undefined;
  const lower = text.toLowerCase();
  if (text === '') return context.inherited;
  // "RESULTS The patients ...", "CONCLUSIONS We ...": a section heading of a paper, not a subject.
  // ("CHEM 301 now has 62 students": a code with its number is a name.)
  // ("BRÜCKE Kulturmagazin": a name in capitals before another name is a name.)
  if (/^\p{Lu}{4,}\b/u.test(text) && !/^\p{Lu}{4,}$/u.test(text) && !/^(?!(?:RESULTS?|METHODS?|BACKGROUND|CONCLUSIONS?|OBJECTIVES?|DESIGN|SETTINGS?|PARTICIPANTS|FINDINGS|INTERPRETATION|PURPOSE|AIMS?|INTRODUCTION|DISCUSSION|SUMMARY|MEASUREMENTS|INTERVENTIONS?|PATIENTS|CONTEXT|IMPORTANCE|SIGNIFICANCE|RATIONALE|OUTCOMES?|UNLABELLED|ABSTRACT|MOTIVATION|AVAILABILITY|SUPPLEMENTARY|EVIDENCE|REVIEW|SCOPE|PRINCIPAL|MAIN|KEY|TRIAL|REGISTRATION|FUNDING|DATA|SOURCES|SELECTION|EXTRACTION|SYNTHESIS|LIMITATIONS|URGENT|UPDATE|NOTICE|REMINDER|IMPORTANT)\b)\p{Lu}{4,}\s+(?!(?:The|We|In|A|An|This|These|Those|Our|It|Its|There|To|For|Of)\b)\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)*$/u.test(text) && !/^(?!(?:RESULTS?|METHODS?|BACKGROUND|CONCLUSIONS?|OBJECTIVES?|DESIGN|SETTINGS?|PARTICIPANTS|FINDINGS|INTERPRETATION|PURPOSE|AIMS?|INTRODUCTION|DISCUSSION|SUMMARY|MEASUREMENTS|INTERVENTIONS?|PATIENTS|CONTEXT|IMPORTANCE|SIGNIFICANCE|RATIONALE|OUTCOMES?)\b)\p{Lu}{4,}\s?\d{2,4}\p{Lu}?$/u.test(text)) return undefined;
  // "our member Ruth Adeyemi", "the architect Ruth Adeyemi": a person introduced by what they are is the person.
  const introduced = /^(?:(?:[Oo]ur|[Tt]he|[Mm]y|[Tt]heir)\s+)?(?:new\s+|long-time\s+|former\s+|local\s+)?(?:member|customer|colleague|friend|client|customer|neighbou?r|volunteer|reader|student|teacher|manager|boss|coach|tutor|mentor|landlord|landlady|tenant|guest|speaker|author|designer|developer|engineer|doctor|nurse|dentist|architect|founder|intern|contractor|patient|trainee|alumna|alumnus|chair|treasurer|secretary|editor|host|chef|artist|photographer|trustee|director|lawyer|accountant|consultant|researcher|scientist)\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2})$/u.exec(text);
  if (introduced && !NOT_NAMES.has(introduced[1]!.split(' ')[0]!)) return { ref: { name: introduced[1]!, type: 'person' }, display: introduced[1]!, firstPerson: false, resolved: false };
  // "My favorite color is teal": the rule took "favorite color", the owner is the subject.
  const owner = /^(\p{Lu}[\p{L}.-]*(?:\s\p{Lu}[\p{L}.-]*)*)'s?$/u.exec(text);
  if (owner) return { ref: { name: owner[1]!, type: 'person' }, display: owner[1]!, firstPerson: false, resolved: false, possessive: true };
  // With no speaker named, "I" is the workspace's user, as in an agent chat's `user:` lines: a note "I moved to Denver"
  // ingested as it is is the user's own (`metadata.speaker` names someone else).
  const me = speaker ?? FIRST_PERSON_DEFAULT;
  if (lower === 'my') return { ref: { name: me, type: 'person' }, display: me, firstPerson: false, resolved: false, possessive: true };
  if (lower === 'i' || lower === 'me' || lower === 'myself') {
    return { ref: { name: me, type: 'person' }, display: me, firstPerson: true, resolved: false };
  }
  if (lower === 'you' && state.addressee) {
    return { ref: { name: state.addressee, type: 'person' }, display: state.addressee, firstPerson: true, resolved: true };
  }
  // ("You are on the 15GB plan" in a notice to the user; "Hi Sam, you are ..." is Sam.)
  if (lower === 'you' && (!speaker || state.signedLetter) && (state.greeted || state.toUser)) {
    const reader = state.greeted ?? FIRST_PERSON_DEFAULT;
    return { ref: { name: reader, type: 'person' }, display: reader, firstPerson: true, resolved: true };
  }
  // ("Hi Ingrid, your address is now ...": the reader's, as "you" is.)
  if (lower === 'your' && (state.addressee || ((!speaker || state.signedLetter) && (state.greeted || state.toUser)))) {
    const reader = state.addressee ?? state.greeted ?? FIRST_PERSON_DEFAULT;
    return { ref: { name: reader, type: 'person' }, display: reader, firstPerson: false, resolved: true, possessive: true };
  }
  // ("they" is never the speaker: "I support Brighton, they play nicer football".)
  if (lower === 'they' && state.lastPerson && state.lastPerson.name !== me) {
    return { ref: state.lastPerson, display: state.lastPerson.name, firstPerson: true, resolved: true };
  }
  // "We moved to Boulder", "we decided to adopt a cat": in what people tell a memory, "we" includes the speaker, and the
  // fact is the speaker's (a team's decision stays findable by the speaker's name).
  if (lower === 'we' || lower === 'us' || lower === 'our') {
    // With no speaker (minutes, a team's notes), "we" is the team that wrote the document.
    // ("our favourite restaurant is Dishoom" in such notes: the team's, said of what it owns.)
    if (!speaker) return lower === 'our' ? { ref: { name: 'Team', type: 'organization' }, display: 'The team', firstPerson: false, resolved: false, possessive: true } : { ref: { name: 'Team', type: 'organization' }, display: 'The team', firstPerson: true, resolved: false };
    return { ref: { name: speaker, type: 'person' }, display: speaker, firstPerson: true, resolved: false };
  }
  // ("Her favourite dessert is now panna cotta": a possessive alone, before what the rule reads, is its owner.)
  if (lower === 'he' || lower === 'she' || lower === 'his' || lower === 'her') {
    const person = state.lastPerson;
    return person ? { ref: person, display: /^(?:his|her)$/.test(lower) ? `${person.name}'s` : person.name, firstPerson: false, resolved: true } : undefined;
  }
  if (lower === 'it') return state.lastThing ? { ...state.lastThing, resolved: true } : undefined;
  if (/^(?:you|they|there|this|that|these|those|which|who|what|everyone|someone|nobody|one)$/.test(lower)) return undefined;
  const words = text.split(/\s+/);
  if (words.length > 8 || /\b(?:who|which|that|when|if|because|where|whose)\b|[,;]/i.test(text)) return undefined;

  // "my sister", "my sister Jane", "our landlord", "Alice's brother".
  // "his sister Aiko": a relative named after the kinship word is that person, whoever "his" is.
  // ("his twin sister Ama": an adjective before the kinship word too.)
  const relative = /^(?:[Hh]is|[Hh]er|[Tt]heir)\s+(?:(?:twin|older|younger|big|little|baby|elder|eldest|youngest|oldest|step|half|late)\s+)?([a-z-]+)\s+(\p{Lu}[\p{L}.-]*(?:\s\p{Lu}[\p{L}.-]*){0,2})$/u.exec(text);
  if (relative && KINSHIP.has(relative[1]!.toLowerCase())) {
    return { ref: { name: relative[2]!, type: 'person' }, display: relative[2]!, firstPerson: false, resolved: false };
  }
  // "her car" after a sentence about Bea: Bea's car.
  const hers = /^(?:[Hh]is|[Hh]er)\s+(\p{Ll}.*)$/u.exec(text);
  if (hers && state.lastPerson && state.lastPerson.name !== (speaker ?? FIRST_PERSON_DEFAULT) && !KINSHIP.has(hers[1]!.toLowerCase())) {
    const name = `${state.lastPerson.name}'s ${hers[1]!.replace(/^(?:new|current|present)\s+(?=\S+)/i, '')}`;
    return { ref: { name, type: 'concept' }, display: name, firstPerson: false, resolved: true };
  }
  const owned = /^([Mm]y|[Oo]ur|[Yy]our|(\p{Lu}[\p{L}.-]*(?:\s\p{Lu}[\p{L}.-]*)*)'s?)\s+(.+)$/u.exec(text);
  if (owned) {
    // "your manager" in a message that greeted Tom is Tom's; with nobody greeted, "your" names nobody known.
    // A reminder nobody signed ("your check-up is booked for 3 March") is the user's own appointment.
    const reminded = /^your$/i.test(owned[1]!) && !state.greeted && !speaker && (state.toUser || /^(?:scheduled_for|costs|level|duration|status)$/.test(claim.attribute)) ? FIRST_PERSON_DEFAULT : undefined;
    if (/^your$/i.test(owned[1]!) && !state.greeted && !reminded) return undefined;
    // "my car" in a note nobody signed is the user's, as "I drive" there is the user's.
    const owner = owned[2] ?? (/^your$/i.test(owned[1]!) ? state.greeted ?? reminded : /^my$/i.test(owned[1]!) ? (speaker ?? FIRST_PERSON_DEFAULT) : speaker);
    // "my new apartment", "your current manager": the same thing as before, newly valued.
    const rest = owned[3]!.replace(/^(?:new|current|present)\s+(?=\S+)/i, '');
    const appositive = /^([a-z-]+)\s+(\p{Lu}[\p{L}.-]*(?:\s\p{Lu}[\p{L}.-]*){0,2})$/u.exec(rest);
    if (appositive && KINSHIP.has(appositive[1]!.toLowerCase())) {
      return { ref: { name: appositive[2]!, type: 'person' }, display: appositive[2]!, firstPerson: false, resolved: false };
    }
    // "Our office" in a note nobody signed: the office the note is about, like "the office".
    // ("our Instagram account": a product's name may open it.)
    if (!owner) return (/^\p{Ll}/u.test(rest) || /^\p{Lu}[\p{L}-]*\s+\p{Ll}/u.test(rest) || ACRONYM.test(rest)) && words.length <= 8 ? { ref: { name: rest, type: 'concept' }, display: `The ${rest}`, firstPerson: false, resolved: false } : undefined;
    const name = `${owner}'s ${rest}`;
    const type: EntityType = KINSHIP.has(rest.toLowerCase()) ? 'person' : 'concept';
    return { ref: { name, type }, display: name, firstPerson: false, resolved: false };
  }

  // "Sourcing trendy pieces for my store": a phrase holding "my" is not a name (and would leave "my" in the sentence).
  if (/^\p{Lu}/u.test(text) && /\b(?:my|our|your|me|us|I)\b/.test(words.slice(1).join(' '))) return undefined;
  if ((/^\p{Lu}/u.test(text) && !(words.length === 1 && NOT_NAMES.has(text)) && !/^(?:[Tt]he|[Aa]n?|[Aa]ll(?:\s+the)?|[Ee]very|[Ee]ach|[Tt]his|[Tt]hat|[Mm]ost(?:\s+of\s+the)?)\s+\p{Ll}/u.test(text)) || /^the\s+\p{Lu}/u.test(text)) {
    const full = words.length === 1 ? state.fullNames?.get(lower) : undefined;
    if (full) return { ref: { name: full, type: 'person' }, display: text, firstPerson: false, resolved: false };
    const name = text.replace(/^the\s+/i, '');
    let type = entityType(name, undefined, state);
    // "the Lees sold one of their cars, so they ...": a family named by its plural surname is people ("they").
    if (/^[Tt]he\s+\p{Lu}\p{Ll}+s$/u.test(text) && !NOT_FAMILIES.test(name)) {
      type = 'person';
      rememberPerson(state, name);
    }
    if (type === 'concept' && !state.known.has(name.toLowerCase())) {
      if (/\b(?:app|platform|service|product|tool)\b/i.test(name)) type = 'product';
      // "CI was migrated to GitHub Actions": an acronym names a thing, not a person.
      else if ((PERSONAL.test(claim.attribute) || claim.subjectType === 'person') && words.length <= 3 && !ACRONYM.test(name) && !/\d/.test(name)) type = 'person';
    }
    return { ref: { name, type }, display: /^the\s/i.test(text) ? `The ${name}` : name, firstPerson: false, resolved: false };
  }
  // A common noun phrase: "the meeting", "the rent".
  // ("the 10K", "the 5K route": a name of a thing that starts with a number too.)
  if (/^(?:[Tt]he|[Tt]his|[Tt]hat|[Aa]n?|[Aa]ll(?:\s+the)?|[Ee]very|[Ee]ach|[Mm]ost(?:\s+of\s+the)?)\s+(?:\p{Ll}|\d+\p{Lu}?\p{L}*\b)/u.test(text) && words.length <= 8) {
    const name = text.replace(/^(?:the|this|that|an?|all(?:\s+the)?|every|each|most(?:\s+of\s+the)?)\s+/i, '');
    // "We had to move the wedding to October 5", said by Sam after "Our wedding is on September 14": an event of one's
    // own life that the speaker calls "the ..." is their own (the same subject as "my wedding"); a team's "the launch"
    // stays the namespace's.
    if (speaker && /^(?:the|this|that)\s/i.test(text) && PERSONAL_EVENT.test(name) && words.length <= 4) {
      return { ref: { name: `${speaker}'s ${name}`, type: 'concept' }, display: `${speaker}'s ${name}`, firstPerson: false, resolved: false };
    }
    const type: EntityType = /\b(?:project|launch|release|migration)\b/i.test(name) ? 'project' : 'concept';
    // "the grant report deadline got extended": the date of the grant report ("the grant report is due February 28").
    if (claim.attribute === 'scheduled_for' && /\S\s+(?:deadline|due date)$/.test(name)) {
      const thing = name.replace(/\s+(?:deadline|due date)$/, '');
      return { ref: { name: thing, type }, display: `The ${name}`, firstPerson: false, resolved: false };
    }
    return { ref: { name, type }, display: `The ${name}`, firstPerson: false, resolved: false };
  }
  // A bare common noun with a date, a place, a price, a state, a schedule or a named product or company: "standup is at
  // 9:15", "rent is due on the 1st" (the same thing as "the standup"), "payroll runs through ADP". Other claims of a
  // bare noun are mostly a sentence's tail ("lucky to have a friend").
  // ("reception has moved to the second floor": a bare noun that moved is a thing somewhere.)
  // ("staff park in the north car park": what a group of people does.)
  const thingClaim = claim.dateValue || (claim.attribute === 'lives_in' && Boolean(claim.transition)) || (/^(?:v:|frequency:|schedule:|works_from$)/.test(claim.attribute) && PEOPLE_GROUPS.test(text)) || /^(?:scheduled_for|recurs_on|recurs|costs|held_in|located_in|located_on|status|duration|paid_on|registered_with|requires:.*|time:.*)$/.test(claim.attribute) || (claim.attribute === 'from' && /^the\s/.test(claim.object.trim())) || (/^(?:v:.*|runs|uses|runs_on|hosted_on|led_by|lives_in|from)$/.test(claim.attribute) && (/^(?:\S+\s+){0,2}\p{Lu}/u.test(claim.object.trim()) || (claim.attribute.startsWith('v:') && /^(?:about\s+|around\s+|over\s+)?(?:\d|(?:two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\s)/.test(claim.object.trim()))));
  // ("completion on the flat is set for 12 April": a dated thing named with what it is of.)
  if (thingClaim && (/^\p{Ll}[\p{Ll}-]+(?:'s?)?(?:\s+(?:\p{Ll}[\p{Ll}-]+|v?\d+(?:\.\d+)*))?$/u.test(text) || ((claim.dateValue || claim.attribute === 'scheduled_for') && /^\p{Ll}[\p{Ll}-]+\s+(?:on|of|for)\s+(?:the|my|our|his|her|their)\s+\p{Ll}[\p{Ll}-]+(?:\s+\p{Ll}[\p{Ll}-]+)?$/u.test(text)) || (claim.attribute === 'costs' && /^\p{Ll}[\p{Ll}-]+(?:\s+\p{Ll}[\p{Ll}-]+)?\s+(?:on|of|for|into|to|from)\s+(?:(?:the|my|our|his|her|their)\s+)?\p{Ll}[\p{Ll}-]+(?:\s+(?:\p{Ll}[\p{Ll}-]+|\d+\p{L}?))?$/u.test(text))) && (!/ing$/.test(text) || /^\S+\s+\S+ing$/.test(text) || /^(?:recurs_on|scheduled_for|costs)$/.test(claim.attribute)) && !FUNCTION_WORDS.has(lower) && !/^(?:everything|something|nothing|anything|everybody|somebody|anybody|all|both|each|either|neither|none|here|now|then|today|life|things|people)$/.test(lower)) {
    const type: EntityType = /\b(?:project|launch|release|migration)\b/i.test(text) ? 'project' : 'concept';
    return { ref: { name: text, type }, display: capitalize(text), firstPerson: false, resolved: false };
  }
  return undefined;
}

/** Whether text[start, end) continues a word on either side ("xOct 4", "May3rd"). */
function gluedToWord(text: string, start: number, end: number): boolean {
  return /[\p{L}\p{N}]/u.test(text.charAt(start - 1)) || /[\p{L}\p{N}]/u.test(text.charAt(end));
}

const MONTH_FORMAT = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const WEEKDAY_FORMAT = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** One self-contained sentence: the subject by name, first-person words replaced, relative dates made absolute. */
function renderContent(
  subject: Subject,
  predicate: string,
  dates: chrono.ParsedResult[],
  resolved: Date[],
  speaker: string | undefined,
  addressee?: string,
  verb?: string,
): string {
  // "we'll ship": the contraction's own word once the subject is a name ("The team will ship").
  predicate = predicate.replace(/^\s*'ll\b/, 'will').replace(/^\s*'d\b(?=\s+(?:like|love|prefer|rather))/, 'would');
  let body = (subject.firstPerson ? thirdPerson(predicate, verb) : predicate).replace(/\u02BC/g, "'");
  if (addressee) body = body.replace(/\byour\b/gi, `${addressee}'s`).replace(/\byou\b/gi, addressee);
  if (speaker) {
    // Inside the sentence "The team" is "the team": "uses Roast Republic as the team's coffee supplier".
    speaker = speaker.replace(/^The\s/, 'the ');
    // Not inside a hyphenated name: "us-east-1" is a region.
    body = body
      .replace(/\b(?:my|our)\b(?!-)/gi, `${speaker}'s`)
      .replace(/\b(?:me|myself)\b(?!-)/g, speaker)
      .replace(/\bI'm\b/g, `${speaker} is`)
      .replace(/\bI've\b/g, `${speaker} has`)
      .replace(/\bI'll\b/g, `${speaker} will`)
      .replace(/\bI'd\b/g, `${speaker} would`)
      .replace(/\bI\b/g, speaker)
      .replace(/(?<!-)\bus\b(?!-)/g, speaker);
  }
  dates.forEach((d, i) => {
    const dayKnown = d.start.isCertain('day') || d.start.isCertain('weekday');
    const date = resolved[i]!;
    const yearOnly = d.start.isCertain('year') && !d.start.isCertain('month');
    // "our in-office day is Tuesday": a weekday named alone keeps its name ("Tuesday, 6 February 2024").
    const weekdayOnly = d.start.isCertain('weekday') && !d.start.isCertain('day');
    const formatted = yearOnly
      ? String(date.getUTCFullYear())
      : dayKnown || !d.start.isCertain('month') && !/\b(?:month|year)\b/i.test(d.text)
      ? `${weekdayOnly ? `${WEEKDAY_FORMAT.format(date)}, ` : ''}${DAY_FORMAT.format(date)}`
      : /\byear\b/i.test(d.text) && !d.start.isCertain('month')
        ? String(date.getUTCFullYear())
        : MONTH_FORMAT.format(date);
    const placeholder = `@date${i}`;
    if (!dayKnown && d.start.isCertain('hour')) {
      // A time of day is said as written ("opens at 7am", "moves to 9:45"): the value holds it as 07:00 for comparing.
      const time = d.text.replace(/^(?:at|by|from|to|until|till)\s+/i, '').trim();
      // "moves to 9:45" stays "moves to 9:45"; "standup is 9:15" becomes "is at 9:15".
      body = new RegExp(`\\b(?:to|until|till|by|from|at)\\s+${placeholder}`, 'i').test(body) ? body.replace(placeholder, time) : body.replace(placeholder, `at ${time}`);
      return;
    }
    const preceded = new RegExp(`\\b(?:on|in|for|by|until|since|from|to|at|before|after|a|an|the|this|next|last)\\s+${placeholder}`, 'i').test(body);
    // "since 2019" stays "since 2019"; "on Friday", "in May" are said with the preposition the date takes.
    const own = /^(since|from|until|till|during|before|after)\s/i.exec(d.text);
    const prep = own ? `${own[1]!.toLowerCase()} ` : /^(?:on|in|at|by)\s/i.test(d.text) || !preceded ? (dayKnown ? 'on ' : 'in ') : '';
    // "at 4 pm on Thursday": the day and the time.
    // ("at 9am on Saturday": the time as written, as a time said alone is.)
    const written = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidnight\b/i.exec(d.text)?.[0];
    const time = dayKnown && d.start.isCertain('hour') ? ` at ${written ?? `${String(d.start.get('hour')).padStart(2, '0')}:${String(d.start.get('minute') ?? 0).padStart(2, '0')}`}` : '';
    body = body.replace(placeholder, prep + formatted + time);
  });
  body = body.replace(/\s+([,.!?])/g, '$1').replace(/[\s,;:]+$/, '').replace(/[.!?]+$/, '');
  // ("Ingrid Halvorsen's address": the tokenizer's "'s" is joined back to its name.)
  const sentence = `${subject.display}${subject.possessive ? "'s" : ''} ${body}`.replace(/\s+/g, ' ').replace(/(?<=[\p{L}\p{N}.])\s+'s\b/gu, "'s").trim();
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/**
 * "Lea finished her degree and moved to Vienna": a name the document never typed, whose own sentences say "her" or
 * "his", is a person (so "moved to Vienna" is where Lea lives, and Lea is the Lea of "my daughter Lea lives in Munich").
 */
function retypePeopleByPronoun(facts: ExtractedFact[]): void {
  const people = new Set<string>();
  for (const f of facts) {
    const name = f.subject.name;
    if (f.subject.type !== 'concept' || !/^\p{Lu}[\p{Ll}'-]+(?:\s\p{Lu}[\p{Ll}'-]+){0,2}$/u.test(name) || CORPORATE.test(name)) continue;
    // "Marco Bianchi gave notice and now lives in Milan": only people live somewhere; "Ana browses with Safari": a
    // verb only people do.
    if (PERSON_VERB.test(f.attribute) || /\b(?:her|his|she|he|him|herself|himself)\b/i.test(f.content.replaceAll(name, '')) || (f.content.startsWith(`${name} `) && /^(?:now |still |currently )?lives in\b/.test(f.content.slice(name.length + 1)))) people.add(name);
  }
  if (people.size === 0) return;
  for (const f of facts) {
    if (!people.has(f.subject.name) || f.subject.type !== 'concept') continue;
    f.subject = { ...f.subject, type: 'person' };
    if (f.attribute === 'located_in') f.attribute = 'lives_in';
    f.entities = f.entities.map((e) => (e.name === f.subject.name && e.type === 'concept' ? { ...e, type: 'person' } : e));
  }
}

/** Base forms of the participles a running count is said with ("27 books read"). */
const DONE_BASE: Record<string, string> = { read: 'read', watched: 'watch', finished: 'finish', visited: 'visit', completed: 'complete', done: 'do', written: 'write', run: 'run', climbed: 'climb', hiked: 'hike', baked: 'bake', knitted: 'knit' };

/** Generic claims of verbs only people do (`v:browse_with`). */
const PERSON_VERB = /^v:(?:browse|read|write|drink|eat|cook|bake|speak|study|teach|learn|swim|jog|hike|knit|paint|sing|dance|pray|sleep|wake|commute|fly|listen|watch|prefer|love|like|enjoy|hate|dislike|wear|shop|bank|text|email|call|volunteer|coach|tutor|babysit|garden|meditate|journal)(?:_|$)/;

/** The same claim twice in one document is one fact (the first, with the links of both). */
/** Where someone is, works or what they use: one value at a time. */
const LEFT_FOR_ANOTHER = new Set(['works_at', 'lives_in', 'uses', 'team', 'studies_at']);

/**
 * "Ingrid Holm stepped down from Equinor and is now CFO of Orsted", "I quit Blue Bottle and got a job at Powell's": a
 * leaving said beside the new value of the same claim is the new value's "instead of" (`replaces`), not a fact of its
 * own. Returns, for each leaving folded, the index of the fact it folds into.
 */
function leavingsFolded(facts: ExtractedFact[]): Map<number, number> {
  const folded = new Map<number, number>();
  facts.forEach((fact, i) => {
    if (!fact.negated || !fact.marksChange || !LEFT_FOR_ANOTHER.has(fact.attribute)) return;
    const into = facts.findIndex((f) => !f.negated && f.attribute === fact.attribute && f.subject.name.toLowerCase() === fact.subject.name.toLowerCase() && f.value !== fact.value);
    if (into < 0) return;
    facts[into]!.replaces ??= fact.value;
    folded.set(i, into);
  });
  return folded;
}

function dedupe(facts: ExtractedFact[]): ExtractedFact[] {
  const seen = new Map<string, number>();
  const remap = new Map<number, number>();
  const kept: ExtractedFact[] = [];
  const folded = leavingsFolded(facts);
  facts.forEach((fact, i) => {
    if (folded.has(i)) return;
    const key = [fact.subject.name.toLowerCase(), fact.attribute, fact.value, fact.negated, fact.factType].join('\u0000');
    const existing = seen.get(key);
    if (existing !== undefined) {
      remap.set(i, existing);
      return;
    }
    seen.set(key, kept.length);
    remap.set(i, kept.length);
    kept.push(fact);
  });
  for (const [i, into] of folded) remap.set(i, remap.get(into)!);
  for (const fact of kept) {
    fact.derivedFrom = [...new Set(fact.derivedFrom.map((i) => remap.get(i)!))].filter((i) => kept[i] !== fact).sort((a, b) => a - b);
  }
  return kept;
}

/**
 * A clause's wordings said the way the rules read them (its dates already masked), in order: "Freya has upped her
 * running to 50 km a week" (now runs 50 km a week), "Our apartment is on Rua Augusta" (we live on Rua Augusta), ...
 */
const CLAUSE_REWRITES = new GatedRewrites([
  // "Freya has upped her running to 50 km a week": how much she runs now.
  [/\b(?:has\s+|have\s+|'ve\s+)?(?:upped|increased|raised|cut|reduced|dropped|lowered|built|bumped|scaled)\s+(?:up\s+|back\s+|down\s+)?(?:my|our|his|her|their)\s+(running|cycling|swimming|walking|riding|mileage|training)\s+(?:up\s+|back\s+|down\s+)?to\s+(?=\d[\d,.]*\s*(?:km|k|miles?|kilometres?|kilometers?|hours?|minutes?|laps?|lengths?|sessions?)\b)/u, (_all, activity: string) => `now ${({ running: 'runs', mileage: 'runs', cycling: 'cycles', swimming: 'swims', walking: 'walks', riding: 'rides', training: 'trains' } as Record<string, string>)[activity]} `],
  // "customer Elena Petrova updated her address to 5 Karlova, Prague": where she lives now.
  [/\b(?:updated|changed)\s+(her|his|their|my|our)\s+(?:home\s+|postal\s+|mailing\s+)?address\s+to\s+(?=\d|\p{Lu}|@date\d)/u, (_all, owner: string) => `now ${/^(?:my|our|their)$/i.test(owner) ? 'live' : 'lives'} at `],
  // "Gold's Gym", "Trader Joe's": a name's possessive, not "is".
  [/(\p{Lu}[\p{L}-]*)'s(?=\s+\p{Lu}|\s*[.,!?]?\s*$)/gu, '$1\u02BCs'],
  // "we just passed 3,000 subscribers", "the channel crossed 10,000 followers": the count it has now.
  [/\b(I|[Ww]e|[Tt]hey|[Tt]he\s+[a-z]+(?:\s+[a-z]+)?)\s+(?:(?:have|has|'ve|just|finally|officially|recently)\s+)*(?:passed|crossed|hit|reached|topped|surpassed|broke)\s+(?:the\s+)?(\d[\d,.]*k?)\s+((?:[\p{L}-]+\s+)?(?!(?:mark|milestone|barrier|threshold)\b)[a-z-]+s)\b(?!\s+(?:mark|milestone|barrier|threshold)\b)/gu, (_all, who: string, count: string, things: string) => `${who} now ${/^(?:I|we|they)$/i.test(who) ? 'have' : 'has'} ${count} ${things}`],
  // "paying customers grew to 910 this year": we now have 910 of them (a count, as "we serve 340 paying customers").
  [/^(\s*)(?:(?:our|the)\s+)?((?:[a-z-]+\s+){0,2}(?!(?:sales|revenues|earnings|profits|costs|prices|rates|temperatures|levels|scores|speeds|wages|salaries|fees|margins|numbers|figures|has|was|is|does)\b)[a-z-]+s)\s+(?:(?:has|have|just|finally)\s+)*(?:grew|grown|rose|risen|increased|jumped|climbed|fell|fallen|dropped|declined|shrank|shrunk)\s+to\s+(\d[\d.,]*)(?=\s*[.!,;]|\s*$|\s+(?:this|last|in|by|since|after|from|over)\b|\s+@date\d)/i, (_all, space: string, things: string, count: string) => `${space}we now have ${count} ${things}`],
  // "We voted to move standup to 10:00", "the board resolved to ...": a decision taken together is a decision.
  [/\b(we|they|the team|the board|the committee|the group|everyone)\s+(?:(?:have|'ve|has|just|finally|unanimously)\s+)*(?:voted|resolved|opted)\s+to\s+(?=[a-z])/gi, (_all, who: string) => `${who} decided to `],
  // "the board decided to hold the annual offsite in Prague": where it will be held.
  [/\b(?:I|we|they|the\s+[a-z]+)\s+(?:(?:have|'ve|has|just|finally|unanimously)\s+)*(?:decided|agreed|chose|planned|plan|plans)\s+to\s+(?:hold|host|have|run|organi[sz]e|move)\s+((?:the|our|their|this year's|next year's)\s+[\p{L}' -]{1,40}?)\s+(in|at)\s+(?=\p{Lu})/giu, (_all, thing: string, preposition: string) => `${thing} will be held ${preposition.toLowerCase()} `],
  // "We're getting married on August 24": the wedding's date.
  [/\b(I'm|I am|I|[Ww]e're|[Ww]e are|[Ww]e)\s+(?:(?:are|am|will|'ll|finally)\s+)*(?:getting|going to get|get)\s+married\s+(?:on|in)\s+(?=@date\d)/g, (_all, who: string) => `${/^I/.test(who) ? 'my' : 'our'} wedding is on `],
  [ACTOR_RESCHEDULES, (_all, actor: string, verb: string, thing: string, to: string) => {
    // "My sister moved her wedding up to August 17": her wedding is my sister's.
    let owned = /^(?:his|her|their)\s/i.test(thing) && /^(?:my|our|the)\s/i.test(actor) ? thing.replace(/^\S+/, `${actor}'s`) : thing;
    // "The dentist moved my appointment": my dentist appointment ("the vet moved Biscuit's appointment": his vet one).
    const by = /^the\s+([a-z]+)$/i.exec(actor);
    if (by && /^(?:my|our|\p{Lu}[\p{L}-]*'s)\s+(?:appointment|session|lesson|class|check-up|checkup|consultation|visit|exam|cleaning)$/iu.test(owned)) owned = owned.replace(/^(\S+)\s+/, `$1 ${by[1]!.toLowerCase()} `);
    // ("Monzo pushed my interview to April 19": my interview with Monzo.)
    else if (/^\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*)?$/u.test(actor) && !/^(?:I|We|He|She|They|You)$/.test(actor) && !NOT_NAMES.has(actor.split(' ')[0]!) && /^(?:my|our)\s+(?:interview|meeting|call|appointment|session|viewing|consultation|audition)$/i.test(owned)) owned = `${owned} with ${actor}`;
    return `${owned} got ${PAST_OF[verb.toLowerCase()] ?? verb} ${to.replace(/^up\s+/i, '').replace(/\s+(?:a|an|one|two|three|four)\s+(?:day|week|month|fortnight)s?(?=\s)/i, '')}`;
  }],
  // "I switched to running in the mornings": I now run in the mornings.
  [/\b(I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey|\p{Lu}\p{Ll}+)(?:'ve|'s)?\s+(?:(?:have|has|just|recently|finally)\s+)*(?:switched|changed|moved|went\s+back)\s+to\s+([a-z]{2,}ing)\b(?=\s+\S)/gu, (all, who: string, verb: string) => {
    const base = baseVerbPhrase(verb);
    if (!base || base === verb || (!/^(?:I|we|he|she|they)$/i.test(who) && NOT_NAMES.has(who))) return all;
    // "Jamal has switched to reading mostly history books": Jamal now reads them.
    return /^(?:I|we|they)$/i.test(who) ? `${who} now ${base}` : `${who} now ${thirdPerson(base)}`;
  }],
  // "beta launch pushed back two weeks, to 24 June": when it is now.
  // ("the planning hearing for the Mill Street flats has been adjourned until 9 April": a thing named at length.)
  [/^(\s*)((?!(?:the\s+)?(?:go-live|launch|release|opening|kickoff|kick-off|due date|deadline|start)(?:\s+date)?\s+(?:for|of)\s)(?:the\s+|our\s+)?[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,6}?)\s+(?:has\s+been\s+|was\s+|got\s+|is\s+|is\s+being\s+)?(?:pushed\s+back|pushed|postponed|delayed|brought\s+forward|rescheduled|shifted|slipped|bumped|adjourned|deferred|put\s+back|put\s+off)(?:\s+(?:by\s+)?(?:a|one|two|three|four|five|six|\d+)\s+(?:days?|weeks?|months?))?\s*,?\s+(?:to|until|for)\s+(?=@date\d)/i, (_all, space: string, thing: string) => `${space}${thing} is now scheduled for `],
  // "we split a colony, so there are 4 beehives now": we have 4 of them now.
  // (Only with "now" on either side: "there are 3 bedrooms" alone is no count of ours.)
  [/\bthere\s+(?:are|is)\s+(now\s+)?(\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+([a-z-]+s)\b/gi, (all, now: string | undefined, count: string, things: string, offset: number, text: string) =>
    now || /^\s+now\b/i.test(text.slice(offset + all.length)) ? `we ${now ? 'now ' : ''}have ${count} ${things}` : all],
  // "I've been vegan for six months": what someone is.
  [/\b(I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey|\p{Lu}\p{Ll}+)(?:'ve|'s|\s+have|\s+has)\s+been\s+(vegan|vegetarian|pescatarian|teetotal|sober|gluten-free|dairy-free|plant-based|single|married|engaged|divorced|retired|unemployed|self-employed|freelance)\b/gu, (_all, who: string, state: string) => `${who} ${/^I$/.test(who) ? 'am' : /^(?:we|they)$/i.test(who) ? 'are' : 'is'} ${state}`],
  // "Amara Obi has left Unilever to become COO of Jumia": she is now one there.
  [new RegExp(`\\b(?:has\\s+|have\\s+)?left\\s+\\p{Lu}[\\p{L}&.'-]*(?:\\s+\\p{Lu}[\\p{L}&.'-]*){0,3}\\s+to\\s+(?:become|be|serve\\s+as|take\\s+over\\s+as)\\s+((?:an?\\s+|the\\s+|its\\s+)?(?:new\\s+)?(?:[A-Za-z-]+\\s+){0,3}(?:${ROLE_WORDS}|VP|SVP|EVP|CEO|CTO|CFO|COO|CMO|CPO))\\s+(?:of|at)\\s+(?=\\p{Lu})`, 'u'), (_all, role: string) => `is now ${/^(?:an?|the|its)\s/i.test(role) ? role.replace(/^(?:the|its)\s+/i, 'a ') : `${/^[AEIOUaeiou]/.test(role) ? 'an' : 'a'} ${role}`} at `],
  // "congratulations to Amara Obi on five years at Unilever": she works there.
  [/\b(?:[Cc]ongratulations|[Cc]ongrats|[Hh]appy\s+anniversary)\s+to\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2})\s+on\s+(?:\w+\s+){1,2}years?\s+(at|with)\s+(?=\p{Lu})/u, (_all, name: string, at: string) => `${name} works ${at} `],
  // "she dropped spin for pilates": she switched from spin to pilates.
  [/\b(dropped|ditched|quit|swapped|traded)\s+((?:my\s+|her\s+|his\s+|their\s+|our\s+)?(?!the\b|a\b|an\b|it\b|that\b|this\b)[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+for\s+(?!(?:a|an|the|one|two|three|a few|some)?\s*(?:semester|weeks?|months?|years?|while|bit|days?|term|season|moment|time|now|good|ever|life|money|cash|free)\b)((?:a\s+|an\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?)(?=\s*[,.;!]|\s*$)/g, (_all, _verb: string, from: string, to: string) => `switched from ${from} to ${to}`],
  // "My succulent collection is up to 15 now": I have 15 succulents.
  [/\b([Mm]y|[Oo]ur)\s+([a-z]+?)s?\s+collection\s+(?:is|has grown to|grew to|has shrunk to|is now)\s+(?:now\s+)?(?:up\s+to\s+|down\s+to\s+|at\s+)?(\d[\d,]*)\b(?!\s*(?!now\b)[a-z])/g, (_all, owner: string, thing: string, count: string) => `${/^my$/i.test(owner) ? 'I' : 'we'} have ${count} ${thing}s`],
  // "we agreed sprints will last three weeks": what was agreed is the claim.
  [/\b(?:we|they|I|[Tt]he team|[Ee]veryone)\s+(?:have\s+|'ve\s+)?(?:agreed|decided|confirmed)(?:\s+that)?\s+(?=(?:the\s+)?[a-z]+s?\s+(?:will|would|should|are|is|must)\b)/g, ''],
  // "Grace Lin has left us to join Canva": she joined Canva.
  [/\bleft\s+(?:us|the\s+[a-z]+|\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*)*)\s+to\s+(?:join|work\s+(?:at|for))\s+(?=\p{Lu})/gu, 'joined '],
  // "I have a dentist appointment on March 12": when my dentist appointment is.
  [/\b(I|[Ww]e)\s+(?:have|'ve got|have got)\s+(?:a|an|my|our)\s+((?:[a-z-]+\s+){0,2}(?:appointment|meeting|exam|test|interview|check-up|checkup|session|lesson|class|flight|call|hearing|consultation|surgery|procedure|visit|review))\s+(?:on|for)\s+(@date\d+)/g, (_all, who: string, thing: string, date: string) => `${who === 'I' ? 'my' : 'our'} ${thing} is on ${date}`],
  // "I raised my rate to $95 an hour": what someone now charges.
  [/\b(I|we)\s+(?:(?:have|'ve|just|finally|recently)\s+)*(?:raised|increased|lowered|cut|reduced|bumped|upped|dropped|put up)\s+(?:my|our)\s+(?:hourly\s+|day\s+|daily\s+|standard\s+)?(?:rate|rates|fee|fees|price|prices)\s+(?:up\s+|down\s+)?to\s+(?=[$€£¥]?\d)/i, (_all, who: string) => `${who} now charge `],
  [ACTOR_SETS_AMOUNT, amountNowSet],
  // "I've found a new favorite trail: the Tennessee Valley Trail": the speaker's new favorite.
  [/\b(I|[Ww]e)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:found|got|discovered|picked|chosen)\s+(?:a|my|our)\s+new\s+(favou?rite|go-to)\b/g, (_all, who: string, fav: string) => `${who === 'I' ? 'my' : 'our'} new ${fav}`],
  // "candidate Omar Farouk is a backend engineer": the person, not their part in the note.
  [/(^|[,;:]\s*|\b(?:and|but)\s+)(?:(?:our|the|my|a)\s+)?(?:new\s+)?(?:[Cc]andidate|[Aa]pplicant|[Ee]mployee|[Cc]lient|[Cc]ustomer|[Pp]atient|[Tt]enant|[Ss]tudent|[Ii]ntern|[Cc]ontractor|[Cc]olleague|[Cc]oworker|[Cc]o-worker|[Tt]eammate|[Nn]ew hire|[Rr]ecruit|[Vv]olunteer|[Rr]esident|[Gg]uest|[Ss]peaker|[Aa]lumn(?:us|a))\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll})/gu, '$1'],
  // "Excited to share that I am now a data analyst at Airbnb": the news is the claim.
  [/^(\s*)(?:(?:I'm|I am|we're|we are|so|really)\s+)?(?:excited|happy|thrilled|proud|pleased|glad|delighted)\s+to\s+(?:share|announce|say|report|tell you|confirm)\s+(?:that\s+)?(?!(?:your|the|our|my)\s)/i, '$1'],
  // "Decision made to move CI to Buildkite", "we made the decision to ...": a decision, said as one.
  [/^(\s*)(?:(?:the\s+)?decision\s+(?:was\s+|has been\s+)?(?:made|taken)|(?:we|the team|they)\s+(?:have\s+|'ve\s+)?(?:made|took|taken)\s+the\s+decision)\s+to\s+/i, '$1we decided to '],
  // "We decided that client calls will happen on Google Meet": the decided clause is the claim (a plan: "will").
  [/^(\s*)(?:we|I|the team|they)\s+(?:have\s+|'ve\s+|just\s+)*(?:decided|agreed)\s+(?:that\s+|(?=(?:the\s+|all\s+|our\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}\s+(?:will|should|must|would|are going to|is going to)\s))(\S)/i, (_all, space: string, first: string) => `${space}${first.toUpperCase()}`],
  // "Go-live for the mobile app slipped to @date0": the thing's date moved.
  [/^(\s*)(?:the\s+)?(?:go-live|launch|release|opening|kickoff|kick-off|due date|deadline|start)(?:\s+date)?\s+(?:for|of)\s+((?:the|our|my|their)\s+[\p{L}' -]{1,40}?)\s+(?:has\s+been\s+|has\s+|was\s+|got\s+|is\s+)?(?:slipped|moved|pushed(?:\s+back)?|shifted|changed|postponed|delayed|brought forward|slid|moving|slipping)\s+(?:to|until)\s+(?=@date\d)/iu, '$1$2 is now scheduled for '],
  // "We renamed the new app to Neatly": the app got renamed (the app is the subject, its name the claim).
  [/\b(?:I|we|they|he|she|[Tt]he\s+[a-z]+|\p{Lu}[\p{L}'-]+)\s+(?:(?:have|'ve|has|had|just|finally|also|decided to|will|'ll)\s+)*(?:renamed|rebranded)\s+((?:my|our|the|his|her|their)\s+[\p{L}' -]{1,40}?)\s+(?:to|as)\s+(?=\p{Lu})/u, (_all, thing: string) => `${thing} got renamed to `],
  // "Ursula K. Le Guin has replaced Sanderson as my favorite author": the favorite now, and what it replaces.
  [/^(\s*)(\p{Lu}[^,;:]{0,60}?)\s+(?:has\s+|have\s+)?(?:replaced|overtaken|dethroned|taken over from|took over from)\s+(\p{Lu}[^,;:]{0,40}?)\s+as\s+((?:my|our|his|her|their|\p{Lu}\p{Ll}+'s)\s+(?:new\s+)?(?:favou?rite|go-to)\s+[a-z]+(?:\s+(?!(?:after|since|because|now|for|in|at|on|this|last|these|and|but|so|with|from|to|of|by|ever)\b)[a-z]+)?)\b/u, (_all, space: string, thing: string, old: string, favorite: string) => `${space}${favorite} is now ${thing} instead of ${old}`],
  // "Sven Olsen's home address is in Bergen", "my address is in Leeds": where someone lives.
  [/\b((?:[Mm]y|[Oo]ur)|\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2}'s)\s+(?:home\s+|current\s+|new\s+)?(?:address|residence)\s+is\s+(?:now\s+)?(?:in|at)\s+(?=\p{Lu})/u, (_all, owner: string) => `${/^my$/i.test(owner) ? 'I live' : /^our$/i.test(owner) ? 'We live' : `${owner.replace(/'s$/, '')} lives`} in `],
  // "My broadband is with BT", "our energy is now with Octopus": the provider of one's own service is used for it.
  [/\b([Mm]y|[Oo]ur)\s+((?:[a-z-]+\s+)?(?:broadband|internet|bank account|current account|bank|mortgage|insurance|energy|electricity|gas|phone contract|mobile contract|phone plan|mobile plan|pension|isa|hosting|email))\s+(?:is|are)\s+(now\s+)?(?:with|on)\s+(\p{Lu}[\p{L}\d&.'+-]*(?:\s+\p{Lu}[\p{L}\d&.'+-]*){0,2})/u, (_all, owner: string, service: string, now: string | undefined, provider: string) => `${/^my$/i.test(owner) ? 'I' : 'We'} ${now ?? ''}use ${provider.replace(/\.+$/, '')} for ${owner.toLowerCase()} ${service}${provider.match(/\.+$/)?.[0] ?? ''}`],
  // "Ruth has set up her own practice, Adeyemi Studio, after leaving Foster + Partners": she works at her own firm now.
  [/(?:^|\b)((?:I|[Ww]e)\s+|(?:[Hh]e|[Ss]he|\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){0,2})\s+|(?=(?:(?:has|have|'ve|just|now|recently|finally)\s+)*(?:set up|started|founded|launched|opened|co-founded|cofounded)\s))(?:(?:has|have|'ve|just|now|recently|finally)\s+)*(?:set up|started|founded|launched|opened|co-founded|cofounded)\s+(my|our|his|her|their)\s+own\s+((?:[a-z-]+\s+)?(?:practice|company|firm|business|studio|agency|consultancy|startup|start-up|clinic|shop|bakery|restaurant|salon|cafe|café|label|school|surgery|gym))(?:,\s+|\s+(?:called|named)\s+)(\p{Lu}[\p{L}\d&.'+-]*(?:\s+(?:&\s+|and\s+)?\p{Lu}[\p{L}\d&.'+-]*){0,3})/u, (_all, who: string, owner: string, kind: string, name: string) => `${who}now ${/^(?:I|we)\s/i.test(who) || (!who && /^(?:my|our)$/i.test(owner)) ? 'work' : 'works'} at ${name.replace(/\.+$/, '')}, ${owner} own ${kind}${name.match(/\.+$/)?.[0] ?? ''}`],
  // "staff must be in the office two days a week", "we are now in the studio three days a week": how often people
  // work there.
  [/\b(?:(?:must|have to|has to|need to|needs to|(?:are|is)\s+(?:now\s+)?(?:required|expected|asked)\s+to)\s+(now\s+)?be|(are|is|'re)\s+(now\s+)?)\s*(?=(?:in|at)\s+(?:the\s+)?(?:office|studio|lab|workplace|site|shop|store|clinic|hospital)\s+(?:\d|one|two|three|four|five|six|seven|once|twice|every)\b)/, (all: string, now1: string | undefined, be: string | undefined, now2: string | undefined) =>
    `${now1 || now2 || /\bnow\b/.test(all) ? 'now ' : ''}${be === 'is' ? 'works' : 'work'} `],
  // "I've paid my student loan down to $12,500": what is still owed on it.
  [/\b(I|[Ww]e)(?:'ve|\s+have)?\s+(?:(?:just|finally|now)\s+)*(?:paid|brought|got|cut|knocked)\s+(my|our)\s+([a-z][a-z ]{1,30}?)\s+down\s+to\s+([$€£¥]\s?\d[\d,]*(?:\.\d+)?k?)/u, (_all, who: string, owner: string, debt: string, amount: string) => `${who} now owe ${amount} on ${owner} ${debt}`],
  // "I've started seeing a new therapist, Dr Osei": my therapist is now Dr Osei.
  [/\b(I|[Ww]e)(?:'ve|\s+have)?\s+(?:(?:just|now|recently)\s+)*(?:(?:started|start|begun|began)\s+(?:seeing|going to|working with)|found|got|switched to|moved to|signed up with|registered with)\s+(?:a\s+)?new\s+(therapist|hairdresser|hairstylist|stylist|counsellor|counselor|doctor|GP|dentist|physio|physiotherapist|psychiatrist|psychologist|trainer|personal trainer|coach|tutor|hairdresser|barber|vet|accountant|lawyer|nutritionist|dietitian|osteopath|chiropractor|midwife|consultant)\s*,?\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+)?)/u, (_all, who: string, role: string, name: string) => `${/^I$/.test(who) ? 'my' : 'our'} ${role} is now ${name}`],
  // "payroll has been moved to Xero", "our CRM was switched from Pipedrive to HubSpot": what the thing uses now ("was
  // migrated to" is read as it is).
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)((?:(?:the|our|my|their)\s+)?(?:[a-z-]+\s+){0,2}[a-z-]+)\s+(?:has\s+been|have\s+been|was|were|got|is\s+being)\s+(?:moved|switched|transferred|ported)\s+(?:over\s+)?(?:from\s+(\p{Lu}[\p{L}\d.+&'-]*(?:\s+\p{Lu}[\p{L}\d.+&'-]*){0,2})\s+)?(?:to|onto)\s+(\p{Lu}[\p{L}\d+&'-]*(?:\s+\p{Lu}[\p{L}\d+&'-]*){0,2})/u, (_all, label: string, thing: string, old: string | undefined, now: string) =>
    `${label}${thing} now ${/s$/.test(thing) && !/ss$/.test(thing) ? 'use' : 'uses'} ${now}${old ? ` instead of ${old}` : ''}`],
  // "The builders are starting our loft conversion on May 6": the work is on that day.
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:[Tt]he\s+[a-z]+|[Tt]hey|[Ww]e|I|\p{Lu}\p{Ll}+)\s+(?:are|is|'re|will be|'ll be|will|'ll)\s+(?:starting|beginning|start|begin|kicking off)\s+(my|our|his|her|their)\s+((?:[a-z-]+\s+){0,3}[a-z-]+)\s+(?=(?:on|this|next)\s+@date\d)/u, (_all, label: string, owner: string, work: string) => `${label}${capitalize(owner)} ${work} starts `],
  // "I manage a Lidl store in Bristol": the firm whose site one runs employs one.
  [/\b(I|[Ww]e)\s+((?:now\s+|still\s+|currently\s+)?(?:manage|run|supervise))\s+(?:a|an|the|their)\s+(\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*)?)\s+(store|branch|shop|supermarket|restaurant|hotel|gym|warehouse|depot|site|café|cafe|pharmacy|bakery|garage|outlet|franchise)\b/u, (_all, who: string, did: string, firm: string, site: string) => `${who} work at ${firm} (${did} a ${site})`],
  // "I pick orders at the Amazon warehouse in Coventry": the work one does at a firm's site says one works there.
  [/\b(I|[Ww]e)\s+((?:now\s+|still\s+|currently\s+)?(?:pick|pack|stack|sort|load|unload|serve|cook|clean|staff|stock|drive forklifts|do shifts|work shifts|do night shifts|work nights|work weekends)\b[^.;!?]{0,30}?)\s+at\s+the\s+(\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*)?)\s+(warehouse|store|shop|supermarket|factory|plant|depot|distribution centre|distribution center|call centre|call center|branch|hotel|restaurant|café|cafe|hospital|clinic|kitchen|bakery|garage|site)\b/u, (_all, who: string, did: string, firm: string, site: string) => `${who} work at ${firm} (${did} at the ${site})`],
  // "The Rex reopened with 5 screens", "the clinic relaunched with 12 beds": what it has now.
  [/\b(?:has\s+)?(?:reopened|relaunched|reopens|relaunches|expanded|expands)\s+with\s+((?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+\p{Ll}[\p{L}-]*s)\b/u, (_all, count: string) => `now has ${count}`],
  // "Just finished my 5th marathon": how many one has run.
  [/\b(?:(I|[Ww]e)\s+)?(?:(?:have|'ve|just|finally)\s+)*(?:finished|completed|ran|run|done|did)\s+(?:my|our)\s+(\d+)(?:st|nd|rd|th)\s+((?:half\s+)?(?:marathon|ultra|ultramarathon|triathlon|ironman|race|10k|parkrun|half))\b/iu, (_all, who: string | undefined, n: string, race: string) => `${who ?? 'I'} have now run ${n} ${race.toLowerCase()}s`],
  // "we switched coffee bean suppliers from Square Mile to Origin": the things now come from the new one.
  [/\b(?:I|[Ww]e|[Tt]he\s+(?:team|company|office|café|cafe|shop|restaurant|kitchen))\s+(?:(?:have|'ve|just|recently)\s+)*(?:switched|changed|moved)\s+(?:our\s+|my\s+|its\s+|their\s+)?((?:[a-z-]+\s+){0,2}?[a-z-]+?)\s+(?:supplier|provider|vendor)s?\s+from\s+(\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,2})\s+to\s+(\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,2})/u, (_all, thing: string, old: string, now: string) => `${/s$/.test(thing) ? thing : `${thing}s`} now come from ${now} instead of ${old}`],
  // "we are moving our headquarters to Amsterdam": where the headquarters are (to be).
  [/\b(?:I|[Ww]e|[Tt]hey|[Tt]he\s+(?:company|firm|business|charity|team))\s+(?:(?:are|is|'re|will be|have|'ve|has|just|finally|now)\s+)*(?:moving|relocating|moved|relocated|will move|will relocate)\s+(our|its|their|my|the)\s+(headquarters|hq|head office|main office|offices|office|base|warehouse|factory|studio|shop|store|clinic|practice)\s+(?:from\s+\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?\s+)?to\s+(?=\p{Lu})/iu, (_all, owner: string, place: string) => `${owner} ${place} ${/s$/.test(place) ? 'are' : 'is'} now in `],
  // "I'm bartending at a new place now, the Blue Lagoon Bar": the place named after the comma.
  [/\b(at|for|with)\s+an?\s+new\s+(?:place|job|restaurant|bar|pub|café|cafe|hotel|school|company|firm|shop|store|clinic|hospital|agency|studio|employer|gym)(\s+now)?,\s+(?=(?:the\s+)?\p{Lu})/u, (_all, preposition: string, now: string | undefined) => `${now ? 'now ' : ''}${preposition} `],
  // "Chrome is my browser for everything": the product someone uses as their browser.
  [new RegExp(`^(\\s*)(\\p{Lu}[\\p{L}\\d.+ -]{0,30}?)\\s+(?:is|has been|remains)\\s+(my|our)\\s+${USED_AS_THING}\\b`, 'u'), (_all, space: string, thing: string, owner: string, what: string) => `${space}${/^my$/i.test(owner) ? 'I' : 'We'} use ${thing} as ${owner} ${what}`],
  // "my drink of choice", "her weapon of choice": a favourite.
  [/\b([Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|\p{Lu}[\p{L}-]*'s)\s+([a-z]+(?:\s+[a-z]+)?)\s+of\s+choice\b/u, '$1 favourite $2'],
  // "Thai food is my absolute favourite": a favourite with no kind named is one of the kind its head noun names.
  [/^(\s*)((?:\p{Lu}|(?:a|an|the)\s+\p{Ll})[^,;:]{0,40}?\s+([a-z]{3,}))\s+(?:is|are|has become|became)\s+((?:my|our|his|her|their|\p{Lu}[\p{L}-]*'s)\s+)(?:absolute\s+|all-time\s+|new\s+|current\s+|very\s+|total\s+)*favou?rite(?:\s+one)?\s*([.!]?)\s*$/u, (all, space: string, thing: string, head: string, owner: string, end: string) =>
    FUNCTION_WORDS.has(head) || /(?:ly|ing|ed)$/.test(head) ? all : `${space}${owner}favourite ${head} is ${thing}${end}`],
  // "We've been playing Wingspan every week and it's replaced Catan as my favourite": it is played instead of Catan.
  [/,?\s+and\s+it(?:'s|\s+has)\s+(?:now\s+)?(?:replaced|overtaken|taken over from)\s+(\p{Lu}[^,;:.!?]{0,40}?)\s+as\s+(?:my|our|his|her|their)\s+(?:new\s+)?(?:favou?rite|go-to)(?:\s+[a-z]+)?(?=\s*[.!,;]|\s*$)/u, (_all, old: string) => ` instead of ${old}`],
  // "Haruki Murakami is my favourite author" is "my favourite author is Haruki Murakami".
  [/^(\s*)(?:(?:Lately|Recently|Currently|Nowadays|These days|Honestly|Actually|Now),?\s+)?((?:\p{Lu}|(?:a|an|the)\s+\p{Ll})[^,;:]{0,60}?)\s+(?:is|are|has become|became)\s+((?:my|our|his|her|their|\p{Lu}[\p{L}-]*'s)\s+)(?:new\s+|all-time\s+|current\s+)?((?:favou?rite|go-to)\s+[a-z][a-z ]{0,30}?)(?:\s*,\s*(?:especially|particularly|mainly|mostly|above all)\b[^.!?]*)?\s*([.!]?)\s*$/u, (_all, space: string, thing: string, owner: string, what: string, end: string) => `${space}${owner}${what} is ${thing}${end}`],
  // "Daniel Kim, formerly of Shopify, now heads engineering at Figma": what the name did before is said by the rest.
  [/^(\s*)((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2}),\s+(?:formerly|previously|until recently|most recently|once|ex-?)\s*(?:of|with|at|from)?\s+\p{Lu}[^,;]{0,40},\s+(?=(?:now|currently|today|has|have|is|now\s+\p{Ll}+|\p{Ll}+s)\b)/u, '$1$2 '],
  // "Oliver Grant, 14 Elm Road, Bristol": a contact line, the town last; "Oliver Grant has a new address: 2 Quay
  // Street, Cardiff": he lives there now.
  [/^(\s*)((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2}|[Tt]he\s+\p{Lu}\p{Ll}+s)(?:,\s+|\s+(?:has|have)\s+(a\s+new|moved\s+to\s+a\s+new)\s+(?:home\s+)?address\s*:?\s+)(?:(?:flat|apt\.?|apartment|unit)\s+\w+,?\s+)?\d+[a-z]?\s+(?:\p{Lu}[\p{L}'-]*\s+){1,3}(?:Road|Rd|Street|St|Avenue|Ave|Lane|Ln|Drive|Dr|Way|Place|Pl|Square|Sq|Court|Ct|Boulevard|Blvd|Close|Crescent|Terrace|Gardens|Quay|Row|Hill|Park)\.?,\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\s*([.!]?)\s*$/u, (_all, space: string, name: string, fresh: string | undefined, town: string, end: string) => `${space}${name} ${/^the\s/i.test(name) ? (fresh ? 'now live' : 'live') : fresh ? 'now lives' : 'lives'} in ${town}${end || '.'}`],
  // "Mr Okafor's home address is 12 Elm Street, Leicester", "my address is now 4 Quay Row, Cardiff": where one lives.
  [/\b((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2}'s|[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+(?:home\s+|current\s+|new\s+|postal\s+|mailing\s+)?address\s+(?:is|'s)(\s+now)?\s+(?:(?:flat|apt\.?|apartment|unit)\s+\w+,?\s+)?\d+[a-z]?\s+(?:\p{Lu}[\p{L}'-]*\s+){1,3}(?:Road|Rd|Street|St|Avenue|Ave|Lane|Ln|Drive|Dr|Way|Place|Pl|Square|Sq|Court|Ct|Boulevard|Blvd|Close|Crescent|Terrace|Gardens|Quay|Row|Hill|Park)\.?,\s+(?!(?:Flat|Apt|Apartment|Unit|Suite|Apto|Room)\b)(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)(?=\s*(?:[.!,;]|$))/u, (_all, owner: string, now: string | undefined, town: string) => {
    const who = /^my$/i.test(owner) ? 'I live' : /^our$/i.test(owner) ? 'we live' : /^(?:his|her|their)$/i.test(owner) ? `${owner.toLowerCase() === 'their' ? 'they live' : owner.toLowerCase() === 'his' ? 'he lives' : 'she lives'}` : `${owner.replace(/'s$/, '')} lives`;
    return `${who}${now ? ' now' : ''} in ${town}`;
  }],
  // "Sara Nilsson (Spotify) - Product Lead": a directory line, the employer in parentheses.
  [/^(\s*)((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2})\s+\((\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3})\)\s*[-–—,:]\s*((?:[\p{L}-]+\s+){0,3}([\p{L}-]+))\s*([.!]?)\s*$/u, (all, space: string, name: string, org: string, role: string, head: string, end: string) =>
    ROLE_SET.has(head.toLowerCase()) ? `${space}${name} is ${titleAsRole(role, head)} at ${org}${end || '.'}` : all],
  // "political editor Jo Kaur (The Guardian)": a masthead line, the role before the name, the employer after it.
  [/^(\s*)((?:[a-z-]+\s+){0,2}([a-z-]+))\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2})\s*\(((?:[Tt]he\s+)?\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3})\)\s*([.!]?)\s*$/u, (all, space: string, role: string, head: string, name: string, org: string, end: string) =>
    ROLE_SET.has(head.toLowerCase()) && !NOT_NAMES.has(name.split(' ')[0]!) ? `${space}${name} is ${titleAsRole(role, head)} at ${org}${end || '.'}` : all],
  // "Marco Bianchi - Software Engineer at Ferrari": a profile headline, the role in title case.
  // ("Owen Price, Data Engineer at Ocado": after a comma too, a title in title case.)
  [/^(\s*)((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2})(?:\s+[-–—|]\s+(?=(?:[\p{L}-]+\s+){0,3}[\p{L}-]+\s+(?:at|with|for|@)\s)|,\s+(?=(?:(?:\p{Lu}[\p{L}-]*|of|and|&)\s+){0,3}\p{Lu}[\p{L}-]*\s+(?:at|with|for|@)\s))((?:[\p{L}&-]+\s+){0,3}([\p{L}-]+))\s+(at|with|for|@)\s+(?=\p{Lu})/u, (all, space: string, name: string, role: string, head: string, at: string) =>
    // ("Kwame Mensah — Head of Data at Adyen": the role is what comes before "of".)
    ROLE_SET.has(head.toLowerCase()) || ROLE_SET.has((/(\S+)\s+of\s+[\p{L}-]+\s*$/u.exec(role)?.[1] ?? '').toLowerCase()) ? `${space}${name} is ${titleAsRole(role, head)} ${at === '@' ? 'at' : at} ` : all],
  // "Mei Lin, software engineer at Atlassian": a profile line is "Mei Lin is a software engineer at Atlassian".
  // "employee Beatriz Costa, home city Porto": a record's field of the person named.
  [/^(\s*)((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2}),\s+(home city|city|home town|hometown|home address|address|shipping address|billing address|mailing address|location|employer|company|job title|title|role|team|department|manager|nationality)\s*(?::|\s+in|\s+at)?\s+(\S.*?)\s*([.!]?)\s*$/u, (_all, space: string, name: string, field: string, value: string, end: string) => `${space}${name}'s ${field} is ${value}${end}`],
  // "Sam Okoye, now VP of growth at Headspace, returns": he is now one; "Pedro Alves, data scientist, Nubank": a
  // badge or list line, the organization last.
  [new RegExp(`^(\\s*)((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\\.?\\s+)?\\p{Lu}[\\p{L}'-]+(?:\\s+\\p{Lu}[\\p{L}'-]+){0,2}),\\s+((?:now|currently)\\s+)?((?:an?\\s+)?(?:[A-Za-z-]+\\s+){0,3}(?:${ROLE_WORDS}|VP|SVP|EVP|CEO|CTO|CFO|COO|CMO|CPO)(?:\\s+of\\s+[a-z-]+(?:\\s+[a-z-]+)?)?)(?:\\s+(at|with|for|of)|,(?=\\s+\\p{Lu}[\\p{L}&.'-]*(?:\\s+\\p{Lu}[\\p{L}&.'-]*){0,3}\\s*[.!]?\\s*$))\\s+(?=\\p{Lu})`, 'u'), (_all, space: string, name: string, now: string | undefined, role: string, at: string | undefined) => `${space}${name} is ${now ?? ''}${/^(?:an?|our|my|their|his|her|the)\s/i.test(role) ? '' : /^[aeio]/.test(role) ? 'an ' : 'a '}${role} ${at && at !== 'of' ? at : 'at'} `],
  // "I'm a die-hard Arsenal fan", "she is a lifelong Cubs supporter": whom someone supports; "I've switched allegiance
  // to Brighton" is whom they support now.
  [/\b(am|is|are|'m|'s|'re)\s+(?:now\s+)?an?\s+((?:(?:die-hard|diehard|huge|big|massive|lifelong|loyal|proud|passionate|devoted|season-ticket-holding)\s+)*)((?:\p{Lu}[\p{L}&.'-]*\s+){0,2}\p{Lu}[\p{L}&.'-]*)\s+(fan|supporter)\b/u, (all, be: string, how: string, team: string, kind: string) =>
    // (A "big Marvel fan" likes Marvel; "supporter", "die-hard", "lifelong", "season-ticket-holding" speak of a club.)
    kind === 'supporter' || /\b(?:die-hard|diehard|lifelong|loyal|season-ticket-holding)\b/.test(how) ? `${afterContraction(be)}${/^(?:is|'s)$/.test(be) ? 'supports' : 'support'} ${team}` : `${be} a ${how}fan of ${team}`],
  // "Femi is a big jazz fan", "I'm a huge sci-fi fan": a fan of a kind of thing likes it.
  [/\b(am|is|are|'m|'s|'re)\s+(?:now\s+)?an?\s+((?:(?:huge|big|massive|real|true|great|keen|avid|lifelong)\s+)*)(?!(?:huge|big|massive|real|true|great|keen|avid|lifelong|football|soccer|sports?)\b)(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*)?)\s+fan\b/u, (_all, be: string, how: string, thing: string) => `${be} a ${how}fan of ${thing}`],
  [/\b(?:have|has|'ve|'s)?\s*(switched|switch|switches|changed|change|changes|shifted|shift|transferred|moved)\s+(?:my\s+|his\s+|her\s+|their\s+|our\s+)?(?:allegiances?|loyalt(?:y|ies)|support|sides|teams?|clubs?)\s+to\s+(?=\p{Lu})/u, (all, verb: string) => `${afterContraction(all)}${/s$/.test(verb) ? 'now supports' : 'now support'} `],
  // "the team picked Postgres for the analytics store": the analytics store uses Postgres (a choice of a thing for a
  // part of something, not of a person for a role or a place for an occasion).
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:.*?\b)?(?:picked|chose|selected|went with|settled on|opted for|decided on|agreed on|(?:will|'ll|are going to|plan to|want to|decided to|agreed to|chose to|opted to)\s+use)\s+(\p{Lu}[\p{L}\p{N}&.+'-]*(?:\s+\p{Lu}[\p{L}\p{N}&.+'-]*){0,2})\s+(?:as\s+\S+\s+)?for\s+((?:the|our|my|their)\s+(?:(?!(?:after|before|because|since|when|instead|from|in|on|at|to|and|but|so|now|this|next|last)\b)[\p{L}-]+\s+){0,2}(?!(?:after|before|because|since|when|instead|from|in|on|at|to|and|but|so|now|this|next|last)\b)([\p{L}-]+))\b(.*)$/u, (all, label: string, thing: string, part: string, head: string, rest: string) =>
    /^(?:offsite|off-site|retreat|conference|summit|meetup|hackathon|party|wedding|trip|reception|kickoff|kick-off|workshop|ceremony|celebration|reunion|honeymoon|holiday|vacation|tournament)$/i.test(head) ? `${label}${part} will be held in ${thing}${rest}` :
      /^(?:role|job|position|part|award|prize|gift|birthday|dinner|lunch|breakfast|team|lead|date|night|weekend|event|talk|keynote|panel|show|game|match|day|week|month|year)$/i.test(head) ? all : `${label}${part} uses ${thing}${rest}`],
  // "I sit at a regular desk all day": the furniture one sits or works at is what one uses.
  [/\b(sit|sits|sat|sitting)\s+at\s+((?:an?|the|my|our)\s+(?:[a-z-]+\s+){0,2}(?:desk|table|workstation|bench|counter))\b/, (_all, verb: string, thing: string) => `${verb === 'sits' ? 'uses' : verb === 'sat' ? 'used' : verb === 'sitting' ? 'using' : 'use'} ${thing}`],
  // "I've lost interest in Marvel", "she has gone off coffee": no longer liked ("has" says whose verb it is).
  [/\b(?:has\s+|have\s+|'ve\s+|had\s+)?(?:lost interest in|gone off|went off|fallen out of love with|fell out of love with|grown tired of|grew tired of|got bored of|grown out of|grew out of)\s+(?=\S)/, (all) => `${afterContraction(all)}no longer ${/^(?:has|'s)\b/.test(all.trim()) || /^'s/.test(all) ? 'likes' : 'like'} `],
  // "Calendar: quarterly review on 9 April": a calendar line, the thing and its date.
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)((?:the\s+|our\s+|my\s+)?\p{Ll}[\p{Ll}'-]*(?:\s+\p{Ll}[\p{Ll}'-]*){0,3})\s+(?:(?:on|at)\s+)?(@date\d+)\s*([.!]?)\s*$/u, (all, label: string, thing: string, date: string, end: string) =>
    /^(?:(?:the|our|my)\s+)?(?:i|we|he|she|they|it|this|that|me|us|them|back|out|up)$/i.test(thing) || thing.split(/\s+/).some((w) => /^(?:now|still|also|just|then|is|are|was|were|will|has|have|had|happens?|takes?|starts?|ends?|begins?|runs?|meets?|goes|went|comes?|came|moves?|lands?|opens?|closes?|falls?|expires?|renews?|arrives?|leaves?|due|back)$/.test(w) || /(?:ed|ing)$/.test(w)) ? all : `${label}${thing} is ${date}${end}`],
  // "Diego Ruiz left Goldman Sachs for a role at BlackRock": he works at BlackRock now, instead of Goldman Sachs.
  // "I made the jump from PwC to an in-house role at Siemens": a new employer, the old one named.
  [/\b(?:has\s+|have\s+|'ve\s+)?(?:finally\s+)?(?:made|make|makes|making)\s+the\s+(?:jump|move|switch|leap|transition)\s+from\s+(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3})\s+to\s+(?:an?\s+(?:[\p{L}-]+\s+){0,2}(?:role|job|position|post)\s+(?:at|with)\s+)(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3})/u, (all, left: string, joined: string) => `${afterContraction(all)}now works at ${joined.replace(/\.+$/, '')} instead of ${left}${/\.$/.test(joined) ? '.' : ''}`],
  [/\b(?:has\s+|have\s+|'ve\s+)?left\s+(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3})\s+(?:to\s+join|for\s+(?:a\s+(?:new\s+)?(?:role|job|position|post|spot|seat)\s+(?:at|with)\s+)?)\s*(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3})/u, (all, left: string, joined: string) => `${afterContraction(all)}now works at ${joined.replace(/\.+$/, '')} instead of ${left}${/\.$/.test(joined) ? '.' : ''}`],
  // "we added 8 nodes, bringing the cluster to 24": the cluster now has 24 nodes.
  [/^(.*?)\b((?:added|bought|hired|planted|adopted|opened|built|got)\s+(?:another\s+)?(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|\w+\s+more)\s+(\p{Ll}[\p{L}-]*s)\b[^,;]*),\s+(?:bringing|taking|which brings|which takes)\s+((?:the|our|my)\s+[\p{Ll}-]+(?:\s+[\p{Ll}-]+)?)\s+(?:up\s+)?to\s+(\d[\d,]*)\b(?!\s+\p{L})(.*)$/u, (_all, _said: string, _added: string, noun: string, whole: string, count: string, tail: string) => `${whole} now has ${count} ${noun}${tail}`],
  // "I'm on 18 books this year now", "she's up to 30 countries": the count someone has reached.
  // ("I'm on 2 medications" with no "now" is the count, not a rise to it.)
  [/\b(am|is|are|'m|'s|'re)\s+(now\s+)?(?:on|at)\s+(\d[\d,]*\s+\p{Ll}[\p{L}-]*s)\b(?=(.*))/u, (_all, be: string, now: string | undefined, count: string, rest: string) => `${afterContraction(be)}${/^(?:is|'s)$/.test(be) ? 'is' : /^(?:am|'m)$/.test(be) ? 'am' : 'are'} ${now || /(?<!\bright\s)\bnow\b/i.test(rest) ? 'now up to' : 'up to'} ${count}`],
  // "Nadia is all about Korean food these days", "I'm really into bouldering": what someone loves.
  [/\b(am|is|are|'m|'s|'re)\s+(?:now\s+|really\s+|totally\s+)*all\s+about\s+(?=\S)/, (_all, be: string) => `${afterContraction(be)}${/^(?:is|'s)$/.test(be) ? 'loves' : 'love'} `],
  // "deploy day changes to Thursday from next week", "the dress code has changed to smart casual": it is now that.
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)((?:the|our|my)\s+)?((?!(?:it|this|that|he|she|they|we|i|you)\b)[a-z][a-z-]*(?:\s+[a-z-]+){0,3}?)\s+(?:changes|changed|has changed|have changed|is changing|are changing|will change|switches|switched|has switched|will switch)\s+to\s+(?!(?:a|an|the|my|our|using|be)\b|(?:[Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)days?\b|@date)(?=\S)/u, (_all, label: string, det: string | undefined, thing: string) => `${label}${det ?? 'the '}${thing} is now `],
  // "membership of the chess club rose to 26", "the gym's headcount grew to 40": the members it now has.
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:(?:the\s+)?(membership|headcount|enrol?lment|readership|attendance)\s+(?:of|at|in)\s+((?:the|our|my)\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,2}|\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2})|((?:the|our|my)\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,2}?|\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2}?)'s\s+(membership|headcount|enrol?lment|readership|attendance))\s+(?:has\s+)?(?:now\s+)?(?:went up|gone up|rose|risen|grew|grown|increased|climbed|jumped|went down|gone down|dropped|fell|fallen|decreased|shrank|shrunk|is up|is down)\s+to\s+((?:about\s+|around\s+|over\s+|nearly\s+|almost\s+)?\d[\d,]*)\b(?!\s+\p{L})/u, (_all, label: string, m1: string | undefined, owner1: string | undefined, owner2: string | undefined, m2: string | undefined, count: string) => {
    const measure = (m1 ?? m2)!.toLowerCase();
    const unit = measure === 'membership' ? 'members' : measure === 'headcount' ? 'people' : measure === 'readership' ? 'readers' : measure === 'attendance' ? 'attendees' : 'students';
    return `${label}${owner1 ?? owner2} now has ${count} ${unit}`;
  }],
  // "daily users of the app climbed to 8,200", "active members of the club fell to 40": the owner now has that many.
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)(?:[Tt]he\s+)?((?:[A-Za-z][a-z-]*\s+)?[A-Za-z][a-z-]*s)\s+(?:of|at|in|on)\s+((?:the|our|my)\s+[\p{L}-]+(?:\s+(?!(?:has|have|now)\b)[\p{L}-]+)?|\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2})\s+(?:has\s+|have\s+)?(?:now\s+)?(?:went up|gone up|rose|risen|grew|grown|increased|climbed|jumped|went down|gone down|dropped|fell|fallen|decreased|shrank|shrunk|are up|are down)\s+to\s+((?:about\s+|around\s+|over\s+|nearly\s+|almost\s+)?\d[\d,]*)\b(?!\s+\p{L})/u, (_all, label: string, noun: string, owner: string, count: string) =>
    `${label}${owner} now has ${count} ${noun.toLowerCase()}`],
  // "we have standardised on Figma for mockups": what is used now.
  [/\b(I|[Ww]e|[Tt]hey|[Tt]he\s+team)\s+(?:(?:have|'ve|has|now|finally)\s+)*(?:standardi[sz]ed|converged|consolidated)\s+on\s+(\p{Lu}[\p{L}\d.+&'-]*(?:\s+\p{Lu}[\p{L}\d.+&'-]*){0,2})\b/u, (_all, who: string, tool: string) => `${who} now ${/^the/i.test(who) ? 'uses' : 'use'} ${tool}`],
  // "management relaxed the dress code to smart casual": what a setting is now (see the rule setting-is).
  [/\b(?:I|[Ww]e|[Tt]hey|[Mm]anagement|[Tt]he\s+[a-z]+(?:\s+[a-z]+)?|\p{Lu}[\p{L}'-]+)\s+(?:(?:have|has|'ve|just|finally|recently)\s+)*(?:relaxed|changed|switched|set|updated|moved|tightened|loosened|reverted|simplified)\s+((?:the|our|their|its)\s+(?:[a-z-]+\s+){0,2}(?:code|policy|format|theme|mode|style|setting|default|tier|plan|language|currency|timezone|scheme|layout|setup|standard|uniform|rule))\s+(?:back\s+)?to\s+(?=\p{Ll})/u, (_all, setting: string) => `${setting} is now `],
  // "Sofia Marin now calls Barcelona home": she lives there.
  [/\b(call|calls|called)\s+((?:\p{Lu}[\p{L}'-]*\s+){0,2}\p{Lu}[\p{L}'-]*)\s+home\b/u, (_all, verb: string, place: string) => `${verb === 'calls' ? 'lives' : verb === 'called' ? 'lived' : 'live'} in ${place}`],
  // "warehouse capacity went up to 1,800 pallets", "the team grew to 12 people": a count that changed is what the
  // subject now has (the measure word, "capacity", "headcount", is no part of the subject).
  [/^(\s*(?:\p{L}[\p{L} ]{0,29}:\s*)?)((?:(?:the|our|my|their|its|his|her)\s+)?(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+?)(?:'s)?(?:\s+(?:capacity|count|number|total|headcount|size|population|membership|enrollment|enrolment|roster|fleet|inventory|stock))?\s+(?:has\s+|have\s+)?(?:now\s+)?(?:went up|gone up|go up|goes up|rose|risen|rises|grew|grown|grows|increased|increases|climbed|climbs|jumped|jumps|went down|gone down|goes down|dropped|drops|fell|fallen|falls|decreased|decreases|shrank|shrunk|shrinks|expanded|expands)\s+(?:from\s+[\d,.]+\s+)?to\s+((?:about\s+|around\s+|over\s+|nearly\s+|almost\s+)?\d[\d,.]*\s+(?!(?:dollars|euros|pounds|yen|rupees|francs|bucks|cents|percent|degrees|minutes|hours|seconds|days|weeks|months|years|kilos|kilograms|grams|pounds|miles|kilometers|kilometres|meters|metres|feet|inches|liters|litres|calories|points|bpm|mph)\b)(?:\p{Ll}[\p{L}-]*\s+)?\p{Ll}[\p{L}-]*s\b)/u, (_all, label: string, subject: string, count: string) => `${label}${/^\s*(?:the|our|my|their|its|his|her)\s/i.test(subject) || /^\s*\p{Lu}/u.test(subject) ? '' : 'the '}${subject} now has ${count}`],
  // "I have a new mobile number: 0687 654 321" is "my mobile number is now 0687 654 321".
  [/\b(I|we)\s+(?:now\s+)?(?:have|'ve got|have got|got)\s+(?:a\s+)?new\s+([a-z][a-z ]{1,30}?)\s*:\s*(?=\S)/i, (_all, who: string, what: string) => `${/^i$/i.test(who) ? 'my' : 'our'} ${what} is now `],
  // "My car is a 2012 Toyota Corolla": what I drive; "my phone is a Pixel 8": what I use.
  [/^(\s*)([Mm]y|[Oo]ur)\s+(?:current\s+|new\s+)?(car|truck|van|motorbike|motorcycle|scooter|bike|phone|laptop|computer|watch|camera|tablet|console)\s+(?:is|'s)\s+(?:now\s+)?(an?\s+(?:\d{4}\s+)?\p{Lu})/u, (_all, space: string, owner: string, thing: string, rest: string) =>
    `${space}${/^my$/i.test(owner) ? 'I' : 'we'} ${/^(?:car|truck|van|motorbike|motorcycle|scooter|bike)$/i.test(thing) ? 'drive' : 'use'} ${rest}`],
  // "My savings are with Chase": where one keeps them (as "I keep my savings at Barclays" says).
  [/^(\s*)([Mm]y|[Oo]ur)\s+((?:[a-z]+\s+)?(?:savings|money|pension|funds|investments|emergency fund|deposits?|cash|isa|401k))\s+(?:is|are|'s|'re)\s+(now\s+)?(?:with|at|in)\s+(?=\p{Lu})/u, (_all, space: string, owner: string, thing: string, now: string | undefined) =>
    `${space}${/^my$/i.test(owner) ? 'I' : 'we'} ${now ?? ''}keep ${owner.toLowerCase()} ${thing} at `],
  // "the board approved a budget of $2 million for the new wing": the new wing's budget (as "the board revised the new
  // wing budget to $2.5 million" later says).
  [/^(\s*)(?:[\p{L}' -]{1,40}?\s)?(?:approved|set|agreed|allocated|signed off on|proposed|passed)\s+(?:a|an|the)\s+(?:total\s+)?budget\s+of\s+((?:[$€£¥]\s?)?\d[\d,.]*\s*(?:k|m|million|billion|bn|dollars|euros|pounds)?)\s+for\s+(?:the\s+|our\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)(?=\s*(?:[.,;!]|$))/u, (_all, space: string, amount: string, thing: string) => `${space}the ${thing} budget is ${amount}`],
  // "the running club has doubled to 90 members": how many it has now (of things counted: "dropped to 84 kg" is a
  // measure).
  [/\b(?:has|have|'s|'ve)\s+(?:now\s+)?(?:doubled|tripled|grown|risen|increased|gone up|jumped|climbed|fallen|dropped|shrunk|decreased|gone down|halved)\s+to\s+(?=(?:about\s+|around\s+|over\s+|nearly\s+)?\d[\d,]*\s+(?:[\p{Ll}-]+\s+)?(?!(?:kgs|lbs|pounds|stones|kilos|miles|minutes|hours|seconds|degrees|percent|points|calories|steps|dollars|euros|years|days|weeks|months)\b)[\p{Ll}-]+s\b)/u, (all) => `${afterContraction(all)}now has `],
  // "Ms Laurent now asks for a ground-floor room": she requests it (as "always requests a room on a high floor").
  [/\b(ask|asks|asked)\s+for\s+(?=(?:a|an|the|some)\s)/, (_all, verb: string) => (verb === 'asks' ? 'requests ' : verb === 'asked' ? 'requested ' : 'request ')],
  // "he only wants fish fingers", "she'll only eat pasta": what someone picky likes now.
  [/\b(?:(?:now\s+)?only|just)\s+(?:wants|eats|will eat|'ll eat)\s+(?=\S)/, 'now likes '],
  // "Priya recently moved to Nestlé, still in marketing": a move that keeps one's field or role is a move of job.
  // ("She moved to Google as a product manager": as a role, too.)
  [new RegExp(`\\b(?:(?:recently|just|has|have|'s|'ve)\\s+)*(?:moved|switched|went|jumped)\\s+(?:over\\s+)?to\\s+(\\p{Lu}[\\p{L}\\p{N}&.'-]*(?:\\s+\\p{Lu}[\\p{L}&.'-]*){0,2})(?=(?:\\s+@date\\d+|\\s+in\\s+the\\s+(?:spring|summer|autumn|fall|winter|new\\s+year))?${STILL_DOING}|,?\\s+(?:still\\s+(?:in|on)\\s+(?:the\\s+same\\s+(?:role|team|job|position|department)|marketing|sales|engineering|finance|hr|legal|design|product|research|operations|support|data|accounting|consulting|ops|recruiting|recruitment|communications|comms|procurement|the\\s+[a-z]+\\s+team)\\b|(?:still\\s+)?as\\s+(?:an?\\s+|the\\s+|its\\s+|their\\s+)?(?:[a-z-]+\\s+){0,2}(?:${ROLE_WORDS})\\b(?<!\\b(?:student|pupil|child|kid|teenager|refugee|tourist|visitor|baby))))`, 'u'), (all, org: string) => `${afterContraction(all)}now works at ${org}`],
  // "we moved DNS management to AWS Route 53", "we've moved payroll management over to Deel": where it is managed now.
  [/\b(we|I|they)\s+(?:(?:have|'ve|just|recently|finally)\s+)*(?:moved|migrated|switched|transferred|shifted)\s+(?:the\s+|our\s+|my\s+)?((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+management\s+(?:over\s+)?to\s+(?=\p{Lu})/u, (_all, who: string, thing: string) => `${/^i$/i.test(who) ? 'my' : who.toLowerCase() === 'they' ? 'their' : 'our'} ${thing} is now managed in `],
  // "Carmen Ruiz has spent six years at Accenture": she works there.
  [/\b(has|have|'s|'ve)\s+spent\s+(?:(?:the\s+(?:last|past)\s+)?(?:\w+\s+){1,2}?(?:years?|months?)|most of (?:her|his|their|my) career)\s+at\s+(?=\p{Lu})/u, (_all, has: string) => `${has} worked at `],
  // "Sara has come round to mushrooms", "he's warmed to jazz": liked now.
  [/\b(?:(?:has|have|'s|'ve)\s+)?(?:finally\s+)?(?:come|came)\s+(?:a)?round\s+to\s+(?=(?:the\s+)?\p{Ll})|\b(?:(?:has|have|'s|'ve)\s+)?warmed\s+(?:up\s+)?to\s+(?=(?:the\s+)?\p{Ll})/u, (all) => `${afterContraction(all)}now likes `],
  // "Leo won't eat chicken nuggets anymore": no longer liked.
  [/\b(?:won't|will not|refuses to|doesn't|does not|don't|do not)\s+(?:eat|drink|touch)\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+any\s?more\b/u, (_all, thing: string) => `no longer likes ${thing}`],
  // "Mila has come to prefer milk chocolate": a preference now.
  [/\b(?:has|have|'s|'ve)\s+(?:come|grown)\s+to\s+(prefer|like|love|enjoy)\b/, (_all, verb: string) => `now ${verb}s`],
  // "I can't get into sci-fi anymore", "she's lost interest in golf", "I've gone off sushi": a liking that ended.
  [/\b(?:(?:can't|cannot|can no longer|couldn't)\s+(?:get\s+into|handle|stand|stomach|tolerate|take)\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+any\s?more|(?:(?:has|have|'s|'ve)\s+)?(?:lost (?:all\s+)?interest in|gone off|went off|fallen out of love with|fell out of love with|grown tired of|got tired of|gotten tired of)\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)(?=\s*(?:[.,;!?]|$)|\s+(?:and|but|so|now|lately|recently|these days)\b))/u, (_all, a: string | undefined, b: string | undefined) => `no longer likes ${a ?? b}`],
  // "Our apartment is on Rua Augusta in Lisbon": where we live.
  [/^(\s*)(my|our)\s+(?:new\s+)?(?:apartment|flat|house|home|place|condo)\s+(?:is|'s)\s+(?:now\s+)?(on|in|at)\s+(?=\p{Lu}|\d)/iu, (_all, space: string, owner: string, preposition: string) => `${space}${/^my$/i.test(owner) ? 'I' : 'we'} live ${preposition} `],
  // "I have a new favorite restaurant: Sakura" is "my favorite restaurant: Sakura".
  [/\b(I|we)\s+(?:now\s+)?(?:have|'ve got|have got|got|found)\s+(?:a\s+)?(?:new\s+)?(favou?rite)\b/i, (_all, who: string, favorite: string) => `${/^i$/i.test(who) ? 'my' : 'our'} ${favorite}`],
]);
