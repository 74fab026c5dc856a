// The predicate rules of the offline extractor: a verb pattern, and what claim (attribute, value, fact type) it makes.
// Rules are tried on each clause; the earliest match in the clause wins, so the text before it is the subject.
import type { ClaimPart, EntityType, FactType } from './types';
import { valueKind } from './value-kinds';
import { countedNoun, favoriteCategory, FUNCTION_WORDS, normalizeValue, pluralCount, preferenceCategory, singular } from './english';

export interface Claim {
  attribute: string;
  value: string;
  factType: FactType;
  confidence: number;
  /** The object phrase as written (entities are read from it). */
  object: string;
  /** Type of a named entity in the object, when the verb says it (lives in -> place, works at -> organization). */
  objectType?: EntityType;
  /** The rule itself negates (left, quit, can't stand). */
  negated?: boolean;
  /** The rule itself marks a change of value (switched to, moved to). */
  transition?: boolean;
  /** The value is a date (scheduled for): resolve it and use it as the value, not as valid_from. */
  dateValue?: boolean;
  /** The value this one replaces, as written ("switched from X to", "replaced X with"). */
  replaces?: string;
  /**
   * "Priya Nair is the project lead", "Marco took over as project lead": the claim is about the role, whose holder is
   * the clause's subject; the role becomes the subject and the holder the value.
   */
  roleHolder?: boolean;
  /** Further claims of the clause ("a junior accountant at Grant Thornton": the job title too). */
  also?: ClaimPart[];
  /** The base form of the verb a generic claim was read from, which the content puts in the third person. */
  verb?: string;
  /** What the parser says an unknown capitalized subject is ("Coach Rivera", two proper nouns: a person). */
  subjectType?: EntityType;
}

export interface Rule {
  name: string;
  /** Case-insensitive; must start at the verb. Group 1 is the verb phrase, the last group the object. */
  re: RegExp;
  claim(match: RegExpExecArray): Claim | undefined;
}

const OBJ = '(.+)';

/** "every Monday" and "on Mondays" are one habit: weekdays in the plural. */
function pluralDays(value: string): string {
  return value.replace(/\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(?!s)/g, '$1s');
}

/** "goes to the gym" and "go to the gym" are one activity: the phrase with its verb in the base form. */
const ING_BASE: Record<string, string> = { using: 'use', having: 'have', making: 'make', taking: 'take', driving: 'drive', riding: 'ride', writing: 'write', giving: 'give', coming: 'come', living: 'live', leaving: 'leave', moving: 'move', hiking: 'hike', cycling: 'cycle', practising: 'practise', practicing: 'practice', dancing: 'dance', skating: 'skate', baking: 'bake' };
export function baseVerbPhrase(phrase: string): string {
  // "back to working five days a week" is working, said as "work".
  // ("cut back to running twice a week" is running too.)
  return normalizeValue(phrase).replace(/^(?:back to|going back to|(?:cut|cutting|scaled|scaling) (?:back|down) to|(?:stepped|stepping|ramped|ramping|moved|moving) up to|(?:gone|went|going) (?:down|up) to|dropped to|switched to)\s+/, '').replace(/^([a-z]+ing)\b/, (verb) =>
    ING_BASE[verb] ?? (/([b-df-hj-np-tv-z])\1ing$/.test(verb) ? verb.slice(0, -4) : verb.length > 5 ? verb.slice(0, -3) : verb)).replace(/^([a-z]+)/, (verb) =>
    /(?:ss|us|is)$/.test(verb) ? verb : /ies$/.test(verb) ? `${verb.slice(0, -3)}y` : /(?:sh|ch|x|z|o)es$/.test(verb) ? verb.slice(0, -2) : verb.replace(/s$/, ''));
}
/** A time's verb as one word for each meaning: "will begin on 14 July" and "to start on 4 August" say one thing. */
const TIME_VERB: Record<string, string> = { begin: 'start', finish: 'end' };

/**
 * The object phrase of a match, cut where the clause moves on ("because", a comma before a lower-case word) and
 * without the date placeholders and trailing adverbs the claim's value must not carry.
 */
export function cleanObject(raw: string): string {
  let object = raw
    .split(/\s+(?:because|since|when|while|although|though|but|which|who|where|if|unless|until|so|and then|whereas|as well as|instead of|rather than)\b/i)[0]!
    // "St. Brigid's Hospital my shifts are twelve hours": a clause of one's own thing ends the object.
    .split(/\s+(?=(?:my|our|his|her|their)\s+\p{Ll}+\s+(?:are|is|was|were|have|has)\b)/u)[0]!
    // "Square Enix doing level design": what one does there is not where.
    .split(/\s+doing\s+(?=\p{Ll})/u)[0]!
    // "in Pune with my parents": who else is there is not the place.
    .split(/\s+with\s+(?=(?:my|his|her|their|our|your|[A-Z][\w-]*'s)\s)/i)[0]!
    // "a support group yesterday and it was so powerful": a new clause with its own subject ends the object.
    .split(/,?\s+and\s+(?=(?:it|i|we|he|she|they|you|that|this|there|then|now|my|our|his|her|their)\b)/i)[0]!
    // "a house in Amersfoort and moved in last week": a second verb ends the object.
    .split(/,?\s+and\s+(?=(?:moved|started|start|starts|begin|begins|got|went|loved|love|loves|loving|hated|found|made|took|bought|sold|left|joined|became|decided|spent|finished|want|wants|need|needs|plan|plans|hope|hopes|like|likes|drink|drinks|eat|eats|use|uses|go|goes|take|takes|am|is|are|was|were|have|has|had)\b)/)[0]!
    // "based in Austin and looking for weekend hikes": a second clause in -ing ends the object too.
    .split(/,?\s+and\s+(?=[a-z]{3,}ing\b)/)[0]!
    // "Deloitte and tax season is killing me": "and" before a clause of its own ends the object.
    .split(/,?\s+and\s+(?=(?:[a-z]+\s+){1,3}(?:is|are|was|were|has|have|keeps|seems|feels)\s)/)[0]!
    // "San Diego is eating half my paycheck": a verb of its own ends the object (lower case: "Love Is Blind" is a title).
    .split(/\s+(?:is|are|was|were|has been|have been|keeps|seems|feels|looks)\s+(?!\p{Lu})/u)[0]!
    // "runs on Fly.io after the migration": what led to it is not what.
    .split(/\s+(?:after|following|thanks to|due to)\s+(?:the|a|an|our|its|their|this|that|my)\s+(?!@date)/i)[0]!
    // "black coffee to cut calories": why is not what.
    .split(/\s+to\s+(?=(?:cut|save|lose|reduce|help|avoid|keep|stay|improve|feel|sleep|lower|boost|build|gain|get more|get better|focus|relax|run|lead|head|manage|open|launch)\b)/i)[0]!
    // "an offer from Miro as an associate product manager": the role is not the employer.
    .split(/\s+as\s+(?:an?|the|our|their|his|her|my)\s+(?=[a-z])/)[0]!
    // "Dr. Kim", "St. Louis": an abbreviation's period does not end the object.
    // "Rotterdam I'm finally getting a car": a clause of the speaker's own ends the object.
    .split(/\s+(?=I(?:'m|'ve|'d|'ll)\s)/)[0]!
    .split(/[;!?()"]|,\s+(?![A-Z])|,\s+(?=I(?:'[a-z]+)?\s)|(?<!\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|Mt|Ft|[A-Z]))\.(?=\s|$)|\s+-\s+/)[0]!
    .replace(/@date\d+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (let before = ''; before !== object; ) {
    before = object;
    object = object
      .replace(/(?:^|\s+)(?:now|anymore|any more|again|too|instead|these days|right now|at the moment|at present|currently|already|recently|yet|as well|for now|for good|full[- ]time|though|either|lately|soon|next|last|this|on|in|at|from|by|for|since|until|more than anything(?: else)?|above all(?: else)?|the most|so much|very much|a lot|a ton|most of all)$/i, '')
      .replace(/^(?:to|now|also|just|back to)\s+/i, '')
      // "Harrow & Finch at the" of "at the end of April": what is left of a date's phrase is not part of the value.
      .replace(/\s+(?:at|by|in|on|from|until|till|since|before|after|towards?|around)\s+the$/i, '')
      // "the Milan office most days", "the Leeds office on Mondays": how often is not where.
      .replace(/\s+(?:most|some)\s+days$/i, '')
      // "medicine at the last minute": when one decided is not what.
      .replace(/\s+at\s+the\s+(?:very\s+)?last\s+minute$/i, '')
      .replace(/\b(office|site|branch|campus|hub|studio|depot)\s+on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days$/i, '$1')
      // "Leeds 4 years", "Sky for five years", "Denso after eleven years": how long is not where.
      .replace(/^((?:the\s+)?\p{Lu}.*?)\s+(?:for\s+|after\s+)?(?:almost\s+|nearly\s+|over\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|a few|several|many)\s+(?:years|yrs|decades)$/u, '$1')
      // "Seville in the spring": a season is when, not where.
      .replace(/\s+(?:in|during|over|by)\s+(?:the\s+)?(?:early\s+|late\s+)?(?:spring|summer|autumn|fall|winter)$/i, '')
      // "GitHub Actions last sprint": a time said in a team's own units is not part of the value.
      .replace(/\s+(?:last|this|next|the previous|the past)\s+(?:sprint|quarter|iteration|cycle|term|semester|season)$/i, '')
      .trim();
  }
  return object;
}

const last = (m: RegExpExecArray) => cleanObject(m[m.length - 1] ?? '');

const LIKE = /^(?:love|loves|loved|loving|like|likes|liked|enjoy|enjoys|enjoyed|adore|adores|adored|prefer|prefers|preferred|(?:am|is|are|'m|'re|'s)\s+(?:a\s+)?(?:big\s+|huge\s+)?(?:fan of|into|keen on|fond of|crazy about|obsessed with)|(?:'ve|have|has|'s)?\s*(?:gotten|got|getting|get)\s+into)$/i;

/** A preference's key is its object up to a preposition: "hiking in the Alps" -> "hiking". */
function preferenceKey(object: string): string {
  const head = normalizeValue(object.split(/\s+(?:over|than|rather|instead|in|at|on|with|during|for|when|because|but|and)\s+/i)[0]!);
  return head.split(' ').slice(0, 4).join(' ');
}

function preference(m: RegExpExecArray): Claim | undefined {
  const verb = m[1]!.toLowerCase().replace(/\s+/g, ' ');
  const object = last(m);
  // "prefers squash to badminton": what is preferred ends before "to".
  const key = preferenceKey(/^prefer/.test(verb) ? object.split(/\s+to\s+(?!(?:be|do|go|have|get|make|use|eat|drink|work|live|stay|read|watch|play|run|walk|cook|travel)\b)/i)[0]! : object);
  if (!key || /^(to|it|that|this|them|him|her|you|me|us)$/.test(key)) return undefined;
  const likes = LIKE.test(verb);
  // "now prefers KLM over Lufthansa", "prefer tea to coffee": the thing preferred over is the one it replaces.
  const over = /^prefer/.test(verb) ? /\s(?:over|to|rather than|instead of)\s+(.+)$/i.exec(object)?.[1] : undefined;
  const replaces = over ? { replaces: cleanObject(over) } : {};
  // "prefer" picks one of a kind: "I prefer tea" then "I prefer coffee" is one favourite that changed.
  const category = /^prefer/.test(verb) ? preferenceCategory(key) : undefined;
  if (category) {
    return { attribute: `preference:favorite ${category}`, value: singular(key), factType: 'preference', confidence: 0.85, object, ...replaces };
  }
  // "prefers window seats", later "aisle seats": one kind of a thing preferred over the others of it.
  const kind = /^prefer/.test(verb) ? /^([a-z-]+) ([a-z-]+s)$/.exec(key) : null;
  if (kind && !FUNCTION_WORDS.has(kind[1]!) && !/^(?:more|less|most|other|all|both|some|many|few|these|those)$/.test(kind[1]!)) {
    return { attribute: `preference:favorite ${singular(kind[2]!)}`, value: singular(key), factType: 'preference', confidence: 0.85, object, ...replaces };
  }
  return {
    attribute: `preference:${singular(key)}`,
    value: likes ? 'likes' : 'dislikes',
    factType: 'preference',
    confidence: 0.85,
    object,
    ...replaces,
  };
}

function dated(attribute: string, objectType?: EntityType, confidence = 0.8) {
  return (m: RegExpExecArray): Claim => ({
    attribute,
    value: normalizeValue(last(m)),
    factType: 'episode',
    confidence,
    object: last(m),
    objectType,
  });
}

/** Head nouns of software and services ("the public API", "our docs", "the events store"). */
export const SOFTWARE_NOUNS = '(?:API|APIs|api|apis|app|apps|website|site|backend|frontend|database|db|service|services|store|codebase|repo|repository|docs|documentation|wiki|pipeline|builds|tests|infrastructure|infra|cluster|servers?|stack|platform|chat|email|ticketing|tickets|monitoring|logging|logs|hosting|deploys|deployments|monorepo|CI|ci|publishing)';
/** A clause's subject that is software or a service ("the public API moves to GraphQL"): what it moves to is a tool. */
const SOFTWARE_THING = new RegExp(`\\b${SOFTWARE_NOUNS}\\s+(?:(?:will|now|has|have|'s|just)\\s+)*$`);

/** "has moved from Figma to Adobe": the value left (whatever it was, a home or an employer) is the one replaced. */
/** A change of the tool or service a subject uses (a decision, superseding what it names as replaced). */
function toolChange(m: RegExpExecArray): Claim | undefined {
  const claim = fact('uses', { objectType: 'product', transition: true })(m);
  return claim && { ...claim, factType: 'decision', confidence: 0.85 };
}

function movedFrom(m: RegExpExecArray, claim: Claim | undefined): Claim | undefined {
  const from = /\bfrom\s+(.+?)\s+to$/i.exec(m[1]!);
  return claim && from ? { ...claim, replaces: cleanObject(from[1]!) } : claim;
}

/** "cancelled Hulu", "we retired Ansible": a decision to drop it, and what was held under it is over. */
function droppedClaim(m: RegExpExecArray): Claim {
  return {
    attribute: `decision:${normalizeValue(last(m).split(/\s+and\s+/)[0]!).split(' ').slice(0, 4).join(' ')}`, value: 'dropped', factType: 'decision', confidence: 0.85, object: last(m), objectType: 'project',
    // "cancelled my Planet Fitness membership": the membership's holder is Planet Fitness.
    replaces: last(m).split(/\s+and\s+/)[0]!.replace(/\s+(?:membership|subscription|account|plan|contract|order|booking|reservation)s?$/i, ''),
  };
}

function fact(attribute: string, options: Partial<Claim> = {}) {
  return (m: RegExpExecArray): Claim | undefined => {
    // "relocated to Chicago for grad school", "Hoka shoes for his long runs": a place or a product ends before why.
    // "joined Canva as head of design": the employer ends before the role.
    // "a nurse at St Thomas' Hospital and the night shifts wreck my sleep": a name ends before a clause joined on.
    // ("live in Reading and commute into Paddington": a place ends before a verb joined on.)
    const clauseCut = options.objectType ? last(m).split(/\s+(?:and|but)\s+(?=(?:the|my|our|their|his|her|it|it's|i|i'm|we|they|he|she|this|that|there)\s)/i)[0]! : last(m);
    // ("living in Whitby has its perks": a place or an organization ends before a verb it is the subject of.)
    const placed = options.objectType === 'place' ? clauseCut.split(/\s+and\s+(?=\p{Ll}+\s)/u)[0]! : clauseCut;
    const named = options.objectType === 'place' || options.objectType === 'organization' ? placed.split(/\s+(?=(?:has|is|was|makes|gets|keeps|means)\s)/)[0]! : placed;
    // ("works at Atlassian on the Jira team": the employer ends before the team in it.)
    const cut = options.objectType === 'place' || options.objectType === 'product' ? named.split(/\s+(?:for|to help|to be near|so that)\s+/)[0]! : options.objectType === 'organization' ? named.split(AS_TITLED_ROLE)[0]!.split(/\s+(?:working|doing|focusing|looking\s+after|running)\s+on\b/)[0]!.split(/\s+as\s+(?:an?\s+|the\s+|its\s+|their\s+)?(?=[a-z])|\s+(?:on|in)\s+(?:the|its|their)\s+(?:[\p{L}&-]+\s+){0,3}(?:team|department|group|squad|division)\b/u)[0]! : named;
    // ("I am in Walthamstow now, so ...": when is no part of the place.)
    // ("is owned by Grace from today": when it starts is no part of who.)
    // ("I start at Boots on the 1st": nor the day of the month it starts.)
    const object = options.objectType ? cut.replace(/\s+(?:from today|from now on|as of today|starting today|with immediate effect|from this week|from this month|(?:on|from)\s+the\s+\d{1,2}(?:st|nd|rd|th))\b.*$/i, '').replace(/\s+(?:today|yesterday|tonight)$/i, '').replace(/\s+(?:in|on|from|since|until|as of)$/i, '').replace(/\s+instead\b.*$/i, '').replace(/\s+(?:themselves|itself|himself|herself)$/i, '').replace(/\s+(?:now|these days|at the moment|right now|currently|for now|again|instead)\s*,.*$/i, '') : cut;
    const value = normalizeValue(object);
    if (!value || FUNCTION_WORDS.has(value)) return undefined;
    return { attribute, value, factType: 'fact', confidence: 0.9, object, ...options };
  };
}

/** A club by its name ("Victoria Park Harriers", "Leeds Rowing Club"): one is a member of it, not employed by it. */
const CLUB_NAME = /^(?:the\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,3}\s+(?:Harriers|Runners|Striders|Joggers|Club|FC|AFC|RFC|CC|AC|Society|Choir|Chorus|Orchestra|Wheelers|Cyclists|Ramblers|Rovers|Wanderers|Athletic|Swimmers|Rowing|Players)\b/u;
/** Languages people learn, by name. */
const LANGUAGES = new Set('english spanish french german italian portuguese dutch swedish norwegian danish finnish polish czech russian ukrainian greek turkish arabic hebrew persian hindi urdu bengali punjabi tamil mandarin cantonese chinese japanese korean vietnamese thai indonesian malay tagalog swahili welsh irish gaelic latin catalan basque romanian hungarian icelandic'.split(' '));

const RATE = /^((?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of|a few)(?:\s+of|\s+few|\s+couple\s+of)?)\s+([a-z]+(?:-[a-z]+)?)(?:\s+of\s+((?:[a-z-]+\s+)?[a-z-]+))?\s+(?:a|an|per|each|every)\s+(day|night|morning|evening|week|weekday|month|year)\b/i;
/** "15 miles a week", "2.5 liters of water a day", "10 mg of lisinopril every morning": an amount per period, keyed by its unit, what it is of, and the period. */
function rateClaim(phrase: string): Claim | undefined {
  const rate = RATE.exec(phrase.trim());
  if (!rate) return undefined;
  const amount = rate[1]!.replace(/,/g, '');
  // "2.5 liters": a decimal amount is its own count.
  const counted = /^\d*\.\d+$/.test(amount) ? { count: Number(amount) } : countedNoun(`${amount} ${rate[2]!}`);
  if (!counted || counted.count === undefined) return undefined;
  const of = rate[3] ? ` of ${singular(rate[3].toLowerCase())}` : '';
  return { attribute: `rate:${singular(rate[2]!.toLowerCase())}${of} per ${rate[4]!.toLowerCase()}`, value: String(counted.count), factType: 'fact', confidence: 0.8, object: rate[0], transition: true };
}

/** Participles that say how someone feels or what something is called, not the state a thing is in. */
const NOT_A_STATE =
  /^(?:excited|tired|scared|worried|interested|surprised|amazed|stressed|bored|pleased|thrilled|blessed|inspired|motivated|overwhelmed|touched|relieved|determined|obsessed|used|supposed|based|related|impressed|exhausted|confused|annoyed|frustrated|disappointed|delighted|shocked|hooked|stuck|prepared|involved|qualified|convinced|satisfied|committed|focused|located|called|named|given|taken|seen|done|gone|been|married|engaged|open|even|often|seven|eleven|golden|wooden|forgotten|chosen)$/i;

/** A form of "to be", the future's too ("the offsite will be in Lisbon"). */
const BE = "(?:is|am|are|was|were|'s|'m|'re|will be|'ll be|will now be|is going to be|are going to be)";
const ADV = '(?:\\s+(?:now|currently|still|also|officially|finally|actually|already))?';
/** Job titles: "is a nurse at ...", "is our account manager from ...". */
/**
 * A noun for one who does something ("drummer", "dentist", "organiser", "librarian"): after "the"/"our", a role one
 * person holds for a group. Words that only end like one ("other", "water", "sister") are not.
 */
/** The role nouns the role-holder rule knows by name (any other it reads must look like an agent noun in lower case). */
const NAMED_ROLES = 'lead|leader|manager|head|director|owner|chair|chairperson|ceo|cto|cfo|coo|cmo|president|captain|coach|editor|founder|maintainer|point of contact|organi[sz]er|host|treasurer|secretary|principal|supervisor|coordinator|priest|pastor|vicar|rabbi|imam|chaplain|minister|headteacher|headmaster|headmistress|landlord|landlady|conductor|commodore|mayor';
/** A named role's last word ("contact" of "point of contact"). */
const ROLE_HEADS = new RegExp(`^(?:${NAMED_ROLES.replace('point of contact', 'contact')})$`, 'i');
const AGENT_NOUN = "(?!(?:other|another|number|water|never|ever|order|better|paper|weather|winter|summer|matter|letter|center|centre|error|colou?r|floor|door|answer|chapter|member|power|corner|dinner|super|river|tower|computer|monster|master|sister|brother|mother|father|daughter|partner|neighbou?r|favou?r|flavou?r|honou?r|rumou?r|humou?r|labou?r|behaviou?r|mirror|actor|factor|sector|vector|motor|meteor|interior|exterior|anchor|major|minor|senior|junior|tutorial|material|offer|layer|filter|folder|header|footer|border|server|printer|router|timer|counter|cluster|container|trailer|poster|sticker|banner|charger|speaker|trigger|burger|cancer|fever|liver|ladder|silver|copper|leather|feather|finger|shoulder|quarter|register|theater|theatre|disaster|character|barrier|carrier|manner|wonder|thunder|remainder|reminder|corridor|editorial|historian|christian|median|guardian)\\b)[a-z]{2,}(?:er|or|ist|ian)";

export const ROLE_WORDS =
  'manager|engineer|developer|designer|analyst|buyer|scientist|researcher|director|lead|head|consultant|nurse|doctor|teacher|professor|lawyer|accountant|intern|architect|officer|specialist|administrator|coordinator|assistant|associate|editor|writer|reporter|chef|cook|barista|pilot|technician|founder|cto|ceo|cfo|vp|partner|owner|employee|member|recruiter|student|postdoc|representative|rep|contact|advisor|adviser|cashier|server|waiter|waitress|bartender|clerk|driver|mechanic|electrician|plumber|carpenter|pharmacist|dentist|therapist|counselor|paralegal|librarian|receptionist|baker|tutor|instructor|coach|trainer|producer|photographer|programmer|tester|operator|dispatcher|firefighter|paramedic|surgeon|physician|veterinarian|vet|secretary|translator|interpreter|auditor|banker|broker|realtor|economist|supervisor|executive|lecturer|principal|strategist|marketer|salesperson|agent|planner|caregiver|aide|hygienist|technologist|stocker|housekeeper|guard|janitor|ranger|counsel|attorney|solicitor|barrister|correspondent|columnist|critic|presenter|anchor|journalist|broadcaster|commentator';

/** "joined Flutterwave as Engineering Manager": a role written as a title, which ends the employer's name. */
const AS_TITLED_ROLE = new RegExp(String.raw`\s+as\s+(?:an?\s+|the\s+|its\s+|their\s+)?(?:new\s+)?(?=(?:\p{Lu}[\p{L}-]*\s+){0,3}(?:${ROLE_WORDS}|ceo|cto|cfo|coo|cmo|cpo|vp|svp|evp|partner|analista|ingeniero|ingénieur)s?\b)`, 'iu');

/** "a second-floor apartment", "the house": a kind of home, not where it is. */
/** Kinds of home: "a second-floor apartment", "the cottage". */
export const DWELLING_NOUNS = 'apartment|flat|house|studio|condo|place|home|room|dorm|bungalow|cottage|townhouse|loft|basement';
const DWELLING = new RegExp(`^(?:a|an|the|my|our|his|her|their)\\s+(?:[\\w-]+\\s+){0,3}(?:${DWELLING_NOUNS})\\b`, 'i');

/** "a cottage in Devon": the place the home is in, when the sentence names it. */
function dwellingPlace(m: RegExpExecArray): Claim | undefined {
  const place = /\b(?:in|near|outside)\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2})/u.exec(last(m));
  return place ? { attribute: 'lives_in', value: normalizeValue(place[1]!), factType: 'fact', confidence: 0.9, object: place[1]!, objectType: 'place' } : undefined;
}

export const RULES: Rule[] = [
  // Preferences.
  // "I love living in Lyon": where someone lives, said with how they feel about it.
  { name: 'loves-living-in', re: /\b((?:love|loves|loving|like|likes|enjoy|enjoys|enjoying|adore|adores)\s+living\s+in)\s+(\p{Lu}.*)/u, claim: fact('lives_in', { objectType: 'place' }) },
  { name: 'favorite', re: /\b((?:(?:new|all-time|current|absolute|biggest)\s+)?(?:favou?rite|fav|go-to)\s+([a-z][a-z ]{0,30}?)(?:\s+(?:is|are|was|has become|became|these days is|right now is|at the moment is)|\s*:))\s+(.+)/i, claim: (m) => ({
      // "favorite restaurant in town" is a favorite restaurant.
      attribute: `preference:favorite ${favoriteCategory(normalizeValue(m[2]!.split(/\s+(?:in|of|at|on|for|to|around|near|these|right|ever|of all time)\b/i)[0]!))}`, value: normalizeValue(last(m)), factType: 'preference',
      confidence: 0.9, object: last(m),
    }) },
  // "my new favourite is Baldur's Gate 3" (said after "I'm obsessed with it"): a favourite of no kind said.
  { name: 'favorite-kindless', re: /(?<=\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|\p{Lu}\p{Ll}+'s)\s+)((?:new\s+|all-time\s+|current\s+)?(?:favou?rite|fave)\s+(?:is|has become|is now))\s+((?:the\s+)?(?:\p{Lu}|@ent\d).+)/u, claim: (m) => ({
      attribute: 'preference:favorite', value: normalizeValue(last(m)), factType: 'preference', confidence: 0.85, object: last(m),
    }) },
  // ("the days feel like a warm-up", "looks like rain": a likeness, not a liking.)
  { name: 'like', re: new RegExp(`\\b(?<!\\b(?:feel|feels|felt|feeling|look|looks|looked|looking|sound|sounds|sounded|seem|seems|seemed|smell|smells|smelled|taste|tastes|tasted)\\s+)((?:really\\s+|absolutely\\s+|totally\\s+)?(?:love|loves|loved|like|likes|liked|enjoy|enjoys|enjoyed|adore|adores|adored|prefer|prefers|preferred|hate|hates|hated|dislike|dislikes|disliked|detest|detests|can't stand|cannot stand|can not stand|(?:gotten|got|getting)(?:\\s+(?:really|so|totally|very|pretty|quite|super|more))*\\s+into|(?:${BE}|isn't|aren't|wasn't|weren't|(?:'ve|have|has|had)\\s+been)(?:\\s+(?:really|so|totally|very|pretty|quite|super|now|also|still|currently|completely|no longer|not|way|much|a lot|even|more|lately|increasingly))*\\s+(?:a\\s+)?(?:big\\s+|huge\\s+)?(?:fan of|into|keen on|fond of|crazy about|obsessed with|allergic to|not a fan of|all about)))\\s+${OBJ}`, 'i'), claim: (m) => {
      const verb = m[1]!
        .replace(/^(?:really|absolutely|totally)\s+/i, '')
        .replace(/\s+(?:really|so|totally|very|pretty|quite|super|now|also|still|currently|completely|no longer|not|way|much|a lot|even|more|lately|increasingly)\b/gi, '')
        .replace(/^(?:'ve|have|has|had)\s+been\b/i, "'m");
      // "I'd like you to meet Omar", "would love to": a wish, not a liking.
      if (/(?:'d|\bwould|\bshould|\bwouldn't)\s+(?:really\s+|also\s+|so\s+)?$/i.test(m.input.slice(0, m.index))) return undefined;
      let claim = preference(Object.assign([m[0], verb, m[2]], { index: m.index, input: m.input }) as RegExpExecArray);
      // "I've been more into classical music than jazz lately": the liking moved from jazz.
      const than = /\bmore\b/i.test(m[1]!) ? /\s+than\s+(.+)$/i.exec(last(m)) : null;
      if (claim && than) claim = { ...claim, replaces: cleanObject(than[1]!), transition: true };
      // "I am no longer allergic to peanuts": the negation sits inside the verb phrase, where the modality does not see it.
      return claim && /\s(?:no longer|not)\s/i.test(m[1]!) ? { ...claim, negated: true, transition: /no longer/i.test(m[1]!) } : claim;
    } },

  // Facts with a changing value.
  // "I go to the gym three times a week", "we meet twice a month": how often, keyed by what is done.
  { name: 'frequency', re: /(?<=(?:^|\b(?:I|we|We|you|You|they|They|he|He|she|She|[Ss]taff|[Ee]mployees|[Ss]tudents|[Pp]upils|[Mm]embers|[Vv]olunteers|[Ww]orkers|[Ee]veryone|[Pp]atients|[Tt]enants|[Rr]esidents|(?!(?:My|Our|His|Her|Their|The|An?|This|That)\s)\p{Lu}[\p{L}'-]*|(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+[a-z]+)\s+)(?:(?:usually|normally|typically|generally|now|also|still|only|just|even|often|currently|'ve|have|had)\s+)*)((?!(?:am|is|are|was|were|be|been|have|has|had|usually|normally|now|also|still|only|just|we|you|they|he|she|it|i|the|a|an|my|our|his|her|their|this|that|these|those|staff|employees|students|pupils|members|volunteers|workers|everyone|patients|tenants|residents)\b)[a-z]{2,}(?:\s+(?!(?:once|twice|every|each|I|we|he|she|they|you|is|are|was|were)\b)[\p{L}']+){0,5}?)\s+((?:once|twice|\d+|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few)(?:\s+(?:times?|days?|nights?|evenings?|mornings?))?\s+(?:a|an|per|every|each)\s+(?:day|week|month|year|fortnight|weekend)|every\s+(?:other\s+|two\s+|three\s+|four\s+|few\s+|\d+\s+)?(?:day|week|month|year|quarter|fortnight|weekend|morning|evening|night|afternoon|weekday)s?|(?:daily|weekly|biweekly|bi-weekly|fortnightly|monthly|quarterly|yearly|annually|nightly)(?=\s*$|\s*[,.;!?]|\s+(?:now|too|again|at|on|in|with|and|but|before|after|for|from|so|because|since|instead|anymore)\b))\b/u, claim: (m) => {
      // "goes to the gym" and "go to the gym" are one activity: the verb in its base form.
      const activity = baseVerbPhrase(m[1]!);
      // "take the bus to work every day" is how someone commutes (the commute rules say it).
      if (!activity || FUNCTION_WORDS.has(activity) || /\bto (?:work|the office|school|campus)\b/.test(activity)) return undefined;
      // ("backups run nightly": a plural thing and its verb, with nothing before, are the subject and what it does.)
      if (m.index === 0 && /^[a-z]+s\s+(?:run|happen|go|ship|meet|sync|deploy|update|refresh|rotate|renew|expire)\b/.test(m[1]!)) return undefined;
      return { attribute: `frequency:${activity}`, value: normalizeValue(m[2]!), factType: 'fact', confidence: 0.8, object: m[2]! };
    } },
  // "the launch is planned for Q3", "slated for H2 2025": a quarter or half, when it is planned.
  { name: 'planned-for-quarter', re: new RegExp(`\\b(${BE}${ADV}\\s+(?:planned|scheduled|slated|set|targeted|expected|due|pencill?ed in)\\s+for)\\s+((?:Q[1-4]|H[12])(?:\\s+(?:of\\s+)?\\d{4})?)\\b`), claim: (m) => ({ attribute: 'scheduled_for', value: normalizeValue(m[2]!), factType: 'fact', confidence: 0.85, object: m[2]! }) },
  // "Leo's blood type is O positive": one of the eight types, said with its letter.
  { name: 'blood-type', re: /(?<=\bblood\s+(?:type|group))\s+((?:is|'s)(?:\s+now)?)\s+((?:AB|A|B|O)\s*(?:positive|negative|pos|neg|\+|-))/, claim: (m) => ({ attribute: 'is', value: m[2]!.toLowerCase().replace(/\s+/g, ' '), factType: 'fact', confidence: 0.9, object: m[2]! }) },
  // "staff are paid on the last working day of the month", later "... on the 25th of each month": when pay comes.
  { name: 'paid-on', re: /\b((?:is|are|am|'re|'m|get|gets|will be|'ll be)\s+(?:now\s+|usually\s+|always\s+)?paid\s+(?:on|every))\s+((?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|last|first|final|@date\d|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|other|second|fourth|week|month|fortnight).*)/iu, claim: (m) => {
      const value = normalizeValue(last(m).replace(/@date\d+/g, ''));
      return value ? { attribute: 'paid_on', value, factType: 'fact', confidence: 0.8, object: last(m) } : undefined;
    } },
  // "standups are capped at 10 minutes", "calls are limited to 30 minutes": how long they last.
  { name: 'capped-at', re: /\b((?:is|are)\s+(?:now\s+)?(?:capped|limited|kept|restricted)\s+(?:at|to))\s+((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty-five|ninety)\s+(?:minutes?|mins?|hours?))\b/i, claim: (m) => ({ attribute: 'duration', value: normalizeValue(m[2]!), factType: 'fact', confidence: 0.8, object: m[2]! }) },
  // "Gemma wants jazz played at her birthday", later "now wants a soul playlist at her birthday": what is wanted for it.
  { name: 'wants-for-event', re: /\b((?:wants?|would like|asked for|has asked for|requested)\s+)(.+?)\s+(?:played\s+|served\s+)?(?:at|for)\s+(?:my|our|his|her|their|the)\s+((?:[a-z-]+\s+)?(?:birthday|wedding|party|funeral|reception|anniversary|leaving do|retirement|graduation|christening|celebration|barbecue|bbq|dinner))\b/, claim: (m) => {
      const value = normalizeValue(m[2]!.replace(/^(?:a|an|the|some)\s+/i, ''));
      return value && !/^(?:to|me|you|us|him|her|them|it)\b/.test(value) ? { attribute: `wants_for:${m[3]!.toLowerCase()}`, value, factType: 'preference', confidence: 0.8, object: m[2]! } : undefined;
    } },
  // "Biscuit is registered with Hilltop Vets", later "... with Meadow Vets since the move": one practice at a time.
  { name: 'registered-with', re: new RegExp(`\\b(${BE}${ADV}\\s+registered\\s+(?:with|at))\\s+(\\p{Lu}.*)`, 'u'), claim: fact('registered_with', { objectType: 'organization', confidence: 0.85 }) },
  // "I've been working from home full time", later "I commute to the office five days a week": where someone works from
  // ("I work from home three days a week": how often, the frequency rule's).
  { name: 'works-from-home', re: /\b((?:work|works|working|worked)\s+(?:fully\s+|full[- ]time\s+|mostly\s+|entirely\s+|remotely\s+|exclusively\s+)?from)\s+(home)\b(?!\s+(?:on\s+\w+days|(?:once|twice|\w+\s+(?:days?|times?))\s+(?:a|per|each|every)\s+week))/i, claim: (m) => ({ attribute: 'works_from', value: 'home', factType: 'fact', confidence: 0.85, object: m[2]! }) },
  { name: 'works-from-office', re: /\b((?:commute|commutes|commuting|go|goes|going|head|heads|work|works|working)\s+(?:in\s+|back\s+)?(?:to|into|in|at|from))\s+(the office)\b/i, claim: (m) => ({ attribute: 'works_from', value: 'office', factType: 'fact', confidence: 0.8, object: m[2]! }) },
  // "Ella goes to Maple Elementary", "started at Lincoln Middle School": which school someone attends.
  { name: 'school', re: /\b((?:goes|go|going|went|attends|attend|attending|attended|started|starts|starting|enrolled|is enrolled|transferred)(?:\s+(?:to|at|in))?)\s+((?:the\s+)?\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,4}\s+(?:School|Elementary|Academy|College|University|Kindergarten|Preschool|Nursery|High|Montessori|Primary|Secondary|Grammar|Infants|Juniors|Gymnasium)\b(?:\s+School)?)/u, claim: (m) => {
      const claim = fact('attends', { objectType: 'organization', confidence: 0.85 })(m);
      return claim && { ...claim, transition: /^(?:started|starts|starting|transferred|enrolled)/i.test(m[1]!) };
    } },
  { name: 'new-job', re: /\b((?:started|starting|start|starts|began|begun|got|landed|accepted|took|taking|have|has|'ve got)\s+(?:a|the|my|his|her|their)?\s*(?:new\s+)?(?:job|position|role|gig|internship|post)(?:\s+as\s+(?:an?\s+)?[a-z ]+?)?\s+(?:at|with))\s+(.+)/i, claim: (m) =>
      // ("started a new job with weekend hours": no employer named.)
      /^(?!(?:a|an|the)\s)\p{Ll}/u.test(last(m)) ? undefined : fact('works_at', { objectType: 'organization', transition: true })(m) },
  // ("the fair will be held on the village green": on a place, not on a day.)
  { name: 'held', re: /\b((?:held|hosted|happening|taking place|takes place|take place|took place|organi[sz]ed)(?:\s+[a-z]+ly)?\s+(?:in|at|on(?=\s+the\s+(?!(?:first|second|third|fourth|last|next|\d)|\S+day|weekend)[a-z])))\s+(?!@date)(.+)/i, claim: fact('held_in', { objectType: 'place' }) },
  // "The board meeting will take place on June 20": when it is.
  // "The kitchen renovation starts on April 8": when it begins or ends (a day; "opens at 8 am" is a time of day).
  { name: 'starts-on', re: /\b((?:starts|begins|ends|finishes|wraps up|opens|closes|reopens|kicks off|will start|will begin|will end|will open)\s+on)\s+(@date\d.*)/i, claim: (m) => ({ attribute: 'scheduled_for', value: 'date', factType: 'fact', confidence: 0.85, object: last(m), dateValue: true }) },
  // "The mobile app goes live on March 12", "version 3.0 ships on July 15": when it happens.
  { name: 'happens-on', re: /\b((?:goes|go|going|will go|is going)\s+live|launches|premieres|kicks off|ships|is released|comes out|airs|is due)\s+(?:on\s+)?(@date\d.*)/i, claim: (m) => ({ attribute: 'scheduled_for', value: 'date', factType: 'fact', confidence: 0.85, object: last(m), dateValue: true }) },
  { name: 'takes-place-on', re: /\b((?:is\s+|are\s+)?(?:happening|happens|happen|will happen|taking place|takes place|take place|held)\s+(?:on|at|in)?)\s*(@date\d.*)/i, claim: (m) => ({ attribute: 'scheduled_for', value: 'date', factType: 'fact', confidence: 0.85, object: last(m), dateValue: true }) },
  // ("lunch comes from the canteen": a thing supplied comes from a place named with "the" too.)
  { name: 'from', re: new RegExp(`\\b(${BE}${ADV}\\s+(?:originally\\s+)?from|comes\\s+from|come\\s+from|grew\\s+up\\s+in)\\s+(\\p{Lu}.*|(?<=\\bcomes?\\s+from\\s+)the\\s+\\p{Ll}.*)`, 'u'), claim: fact('from', { objectType: 'place' }) },
  // "the school blazer will stay navy", later "... is now bottle green": a thing's colour.
  { name: 'colour', re: /\b((?:is|are|'s|will\s+(?:stay|remain|be|become))\s+(?:now\s+|still\s+)?)((?:(?:light|dark|pale|bright|deep|bottle|sky|royal|forest|olive|lime|mint|baby|hot|navy)\s+)?(?:red|orange|yellow|green|blue|purple|violet|pink|brown|black|white|grey|gray|navy|teal|maroon|burgundy|beige|cream|silver|gold|turquoise|lilac|lavender|magenta|indigo|khaki|charcoal|ivory|coral|mustard|emerald|scarlet|crimson))(?=\s*(?:[.,;!]|$)|\s+(?:now|these days|instead|from|this|next|again)\b)/i, claim: (m) => ({ attribute: 'is', value: m[2]!.toLowerCase(), factType: 'fact', confidence: 0.8, object: m[2]! }) },
  // "moved into a flat in Leeds"; "moved out of Brooklyn and into a place in Hoboken" names what it replaces.
  { name: 'moved-into', re: /\b((?:(?:moved|moving|move)(?:\s+out\s+of\s+(\p{Lu}.*?)\s+and)?\s+in(?:to)?|bought|buying|purchased|closed on)\s+(?:a|an|the|our|my|their|his|her)\s+(?:new\s+)?(?:house|flat|apartment|place|home|condo|studio|cottage|townhouse|care home|nursing home|retirement home|dorm|bungalow|loft)\s+in|(?:signed|signing|sign)\s+(?:a|the|our|my)\s+(?:new\s+)?lease\s+(?:on\s+(?:a|an)\s+[a-z -]{1,30}?\s+)?in)\s+(.+)/iu, claim: (m) => {
      const claim = fact('lives_in', { objectType: 'place', transition: true })(m);
      return claim && (m[2] ? { ...claim, replaces: m[2] } : claim);
    } },
  // "Grandma has moved into Oakwood Care Home": a named home moved into.
  // "We finally found a flat in Leith!", "they rented an apartment in Lyon": a home found or rented is where they live.
  { name: 'found-home', re: new RegExp(`\\b((?:found|rented|rents|renting|signed\\s+(?:a\\s+)?lease\\s+on|signed\\s+for)\\s+(?:a|an|the|our|their|my|his|her)\\s+(?:new\\s+)?(?:[\\w-]+\\s+){0,2}?(?:${DWELLING_NOUNS})\\s+in)\\s+(\\p{Lu}[\\p{L}'-]*(?:\\s+\\p{Lu}[\\p{L}'-]*){0,3})`, 'u'), claim: (m) => fact('lives_in', { objectType: 'place', transition: /^(?:found|signed)/i.test(m[1]!) })(m) },
  // "the Patels bought a house on Quarry Hill and moved in last weekend": a home bought (or rented) and moved into is
  // where they live.
  { name: 'bought-home-moved-in', re: new RegExp(`\\b((?:bought|buys|rented|rents|found|got)\\s+(?:a|an|the|our|their|my|his|her)\\s+(?:new\\s+)?(?:[\\w-]+\\s+){0,2}?(?:${DWELLING_NOUNS})\\s+(?:on|in|at))\\s+(\\p{Lu}[\\p{L}'-]*(?:\\s+\\p{Lu}[\\p{L}'-]*){0,3})(?=[^.!?]*\\b(?:moved|moving|move)\\s+in\\b)`, 'u'), claim: fact('lives_in', { objectType: 'place', transition: true }) },
  { name: 'moved-into-named', re: /\b((?:moved|moving|move|moves|relocated)\s+into)\s+(\p{Lu}[\p{L}'.&-]*(?:\s+\p{Lu}[\p{L}'.&-]*){0,4})/u, claim: fact('lives_in', { objectType: 'place', transition: true }) },
  { name: 'moved', re: /\b((?:moved|moving|relocated|relocating|move|moves|relocate|relocates|retired|emigrated|emigrating)(?:\s+(?:back|down|up|over|out|away|across(?:\s+(?:town|the\s+(?:city|country|river|border)))?|home))?(?:\s+from\s+.+?)?\s+to)\s+(.+)/i, claim: (m) =>
      // "the team offsite moved to June 20": a date moved, not a home.
      /^@date\d/.test(m[m.length - 1]!) ? { attribute: 'scheduled_for', value: 'date', factType: 'fact', confidence: 0.85, object: m[m.length - 1]!, dateValue: true, transition: true } :
      // "moving to a four-day week", "moved to a hybrid schedule": a way of working, not a place.
      /^(?:an?|the)\s+(?:[\w-]+\s+){0,2}(?:week|schedule|model|plan|system|process|shift|rota|rotation|format|setup|approach|policy|version|tier)\b/i.test(last(m)) ? undefined :
      // ("she has moved to be nearer her daughter": why, not where.)
      /^(?:be|live|work|study|join|look|help|care|stay|get|start|take)\b/i.test(last(m)) ? undefined :
      // ("she moved across to Bauer Roche Avocats", "moved to Clifford Chance LLP": a firm by its name is where one works.)
      (/^(?:the\s+)?(?:Fundaci[oó]n|Funda[cç][aã]o|Fondation|Fondazione|Stiftung|Asociaci[oó]n|Associa[cç][aã]o|Instituto|Universidad|Universidade|Universit[eé]|Banco)\s+\p{Lu}/u.test(last(m)) || /^(?:the\s+)?\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,3}\s+(?:Foundation|Trust|Charity|Institute|University|Hospital|Bank|Ministry|Agency|Society|Project|Fund|Council)\b/u.test(last(m)) || /^\p{Lu}[\p{L}&'-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&'-]*){0,3}\s+(?:Avocats|Abogados|Advogados|Rechtsanwälte|Solicitors|Attorneys|LLP|LLC|Ltd|GmbH|Inc|PLC|plc|AG|SA|SL|BV|NV|SpA|Partners|Associates|Associés|Consulting|Advisory|Capital|Technologies|Labs|Studios?|Agency)\b/u.test(last(m))) ? fact('works_at', { objectType: 'organization', transition: true })(m) :
      // ("two agents are moving to day shifts", "moved to nights", "moving to part-time": hours, not a home.)
      /^(?:[\w-]+\s+)?(?:shifts|nights|days|part-time|full-time|hybrid|remote)\b/i.test(last(m)) ? undefined :
      // "team lunch moved to Fridays": the days it recurs on.
      /^(?:mon|tues|wednes|thurs|fri|satur|sun)days\b/i.test(last(m)) ? { attribute: 'recurs_on', value: normalizeValue(last(m).split(/\s+/)[0]!), factType: 'fact', confidence: 0.85, object: last(m), transition: true } :
      // "moved from Spotify to Klarna as Head of Product": a change of employer, said with the role.
      new RegExp(`^\\S.*?\\s+as\\s+(?:an?\\s+|the\\s+|its\\s+|their\\s+)?(?:new\\s+)?(?:[A-Za-z-]+\\s+){0,3}(?:${ROLE_WORDS}|ceo|cto|cfo|coo|cmo|cpo|vp)\\b`, 'i').test(m[m.length - 1]!)
        ? movedFrom(m, fact('works_at', { objectType: 'organization', transition: true })(Object.assign([...m.slice(0, -1), m[m.length - 1]!.split(/\s+as\s+/i)[0]!], { index: m.index, input: m.input }) as unknown as RegExpExecArray)) :
      // "moved to a sous chef job at Flour + Water": a new job, at a new employer.
      /^(?:an?|the|my|his|her|their)\s+(?:[\p{L}-]+\s+){0,3}(?:job|role|position|post)\s+(?:at|with)\s+\p{Lu}/u.test(last(m))
        ? fact('works_at', { objectType: 'organization', transition: true })(Object.assign([...m.slice(0, -1), last(m).replace(/^.*?\s(?:at|with)\s+(?=\p{Lu})/u, '')], { index: m.index, input: m.input }) as unknown as RegExpExecArray) :
      // "moved to the Wellcome Sanger Institute", "moved to Volt Electrical Ltd": a firm or an institution is an employer.
      /^(?:the\s+)?(?:\p{Lu}[\p{L}&'-]*\s+){0,4}(?:Institute|University|College|Hospital|Ltd|Limited|Inc|LLC|GmbH|Plc|PLC|Corp|Corporation|Foundation|Trust|Agency|Laboratory|Laboratories|Labs|Bank|Group|Partners|Associates|Consulting|Studios?|Outfitters|Grocers|Foods|Solutions|Systems|Technologies|Logistics|Holdings|Industries|Motors|Pharma|Pharmaceuticals|Insurance|Capital|Ventures|Media|Retail|Brewery|Bakery|Software|Analytics|Robotics)\b/u.test(last(m))
        ? movedFrom(m, fact('works_at', { objectType: 'organization', transition: true })(m)) :
      // "moved to the data team" is a change of team, not of home.
      // ("I moved to the customer app": the product or project one works on.)
      /^(?:the|a|an|our|their|his|her)\s+(?:[\p{L}-]+\s+){0,3}(?:team|department|group|division|squad|unit|role|position|org|organization|app|product|project|codebase|platform|workstream|account|desk|shift|rota|tribe|pod|guild)\b/iu.test(last(m))
        ? fact('team', { transition: true })(m)
        // "the company moved from Slack to Microsoft Teams", "I've moved over to PC gaming": a tool or a way of doing
        // something changed, not a home.
        : valueKind(normalizeValue(cleanObject(last(m)))) || /^(?:[\p{L}\p{N}-]+\s+){0,2}\p{Ll}{2,}ing$/u.test(cleanObject(last(m))) || SOFTWARE_THING.test(m.input.slice(0, m.index)) ? movedFrom(m, toolChange(m))
        : movedFrom(m, fact('lives_in', { objectType: 'place', transition: true })(m)) },
  // "We live near Clifton", "she lives close to Hyde Park": home, named by a place near it (a later "moved to Bath"
  // replaces it).
  { name: 'lives-near', re: /\b((?:live|lives|living)\s+(?:near|close to|right by|next to|just outside|outside|around|just off|off))\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2})(?=\s*(?:[.,;!?]|$)|\s+(?:now|and|but|so|with|for)\b)/u, claim: fact('lives_in', { objectType: 'place', confidence: 0.75 }) },
  { name: 'lives', re: new RegExp(`\\b((?:(?:live|lives|lived|living)(?:\\s+(?:alone|together|happily|permanently|full-time|part-time))?|reside|resides|resided|residing|${BE}${ADV}\\s+(?:a\\s+)?resident|${BE}${ADV}\\s+based|${BE}${ADV}\\s+living|(?:'ve|have|has|had)\\s+been${ADV}\\s+(?:based|living)|(?:${BE}${ADV}\\s+|got\\s+|getting\\s+)?(?:settled|settling)|(?:rent|rents|renting|rented|staying|stay|stays)(?:\\s+(?:an?|the|our|my)\\s+(?:(?:tiny|small|little|big|large|nice|cheap|new|old|shared|furnished|cozy|cosy|studio|one-room|two-room|basement|top-floor|ground-floor)\\s+){0,2}(?:[a-z]+-bedroom(?:\\s+(?:flat|apartment|house|place|condo|home))?|flat|apartment|house|room|place|condo|studio|home|loft|townhouse|duplex))?)\\s+in)\\s+${OBJ}`, 'i'), claim: (m) =>
      // "I live in a second-floor apartment": a kind of home, not a place (the turn's place is read for it).
      // ("Happy to stay in touch here": no place at all.)
      /^touch\b/i.test(last(m)) ? undefined : DWELLING.test(last(m)) ? dwellingPlace(m) : fact('lives_in', { objectType: 'place' })(m) },
  // "the Okafors have a new address, 4 Birch Lane", "we've got a new address: 9 Quay Street": where they live now.
  { name: 'new-address', re: /\b((?:have|has|'ve|'ve got|have got|has got|got)\s+(?:a\s+)?new\s+(?:home\s+|postal\s+|mailing\s+)?address)(?:\s*[,:]\s*|\s+(?:at|in|of|which is)\s+)((?:\d{1,5}[a-z]?\s+)?\p{Lu}.*)/u, claim: fact('lives_in', { objectType: 'place', transition: true }) },
  // "Our new address is 4 Birch Lane", "my home address is now 9 Quay Street": where the owner lives.
  { name: 'address-is', re: /(?<=\b(?:[Mm]y|[Oo]ur|[Yy]our|[Hh]is|[Hh]er|[Tt]heir|\p{Lu}[\p{L}-]*'s?)\s+)((?:new\s+|current\s+)?(?:home\s+|postal\s+|mailing\s+)?address\s+(?:is|'s)(?:\s+now)?)\s+((?:\d{1,5}[a-zA-Z]?(?:[/-]\d{1,5}[a-zA-Z]?)?,?\s+)?\p{Lu}.*)/u, claim: (m) => fact('lives_in', { objectType: 'place', transition: /\b(?:new|now)\b/.test(m[1]!) })(m) },
  // "I live on Elm Street", "we live at 12 King Street".
  // "I've been in Valencia for five years now": a place someone has been in for months or years is home.
  { name: 'been-in-for', re: /\b((?:'ve|have|has|had)\s+(?:now\s+)?been\s+(?:living\s+|based\s+)?in)\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2})(?=\s+for\s+(?:about\s+|over\s+|almost\s+|nearly\s+|more than\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|many|several|a few|a couple of)\s+(?:years|months)\b)/u, claim: fact('lives_in', { objectType: 'place' }) },
  // "I know about 500 words so far", "she knows 40 chords": how many of a thing someone knows.
  { name: 'knows-count', re: /\b((?:know|knows)(?:\s+(?:about|around|roughly|over|nearly|almost|at least|maybe))?)\s+(\d[\d,]*\s+(?:[a-z-]+\s+)?[a-z]+s)\b/i, claim: (m) => {
      const counted = pluralCount(m[2]!);
      return counted && { attribute: `count:know ${singular(counted.noun)}`, value: String(counted.count), factType: 'fact', confidence: 0.8, object: m[2]! };
    } },
  // "I drive for Uber on weekends", "started delivering for DoorDash": gig work names whom one works for.
  { name: 'gig-for', re: /\b((?:drive|drives|driving|drove|deliver|delivers|delivering|ride|rides|riding|shop|shops|shopping|courier|couriers|couriering)\s+for)\s+(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,2})/u, claim: (m) => {
      const claim = fact('works_at', { objectType: 'organization' })(m);
      return claim && { ...claim, transition: /\b(?:started|starting|now|switched)\b/i.test(m.input.slice(Math.max(0, m.index - 30), m.index)) };
    } },
  // "I've been at Intel for six years": where someone works, said by how long.
  // ("Since 1 October 2024 I have been with Sony Semiconductor Solutions": the "since" said first.)
  { name: 'been-at', re: /\b((?:'ve|have|has|had)\s+(?:now\s+)?been\s+(?:working\s+)?(?:at|with))\s+(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3})(?:(?=\s+(?:for|since)\s)|(?<=^\s*(?:[Ss]ince\s+)?@date\d+,?\s+(?:I|we|he|she|\p{Lu}\p{Ll}+)[^;]*)(?=\s*(?:[,.;]|$)|\s+(?:in|and)\s))/u, claim: fact('works_at', { objectType: 'organization' }) },
  // "I can hold a plank for 90 seconds", "I can do 20 push-ups": what someone can do, and how much.
  { name: 'can-do', re: /\b((?:can|could)\s+(?:now\s+|finally\s+|already\s+)?(hold|do|run|swim|lift|bench|squat|deadlift|type|read|walk|cycle|ride|play|climb))\s+((?:an?\s+|the\s+)?([a-z][a-z -]{0,25}?)\s+(?:for|in)\s+((?:about\s+|around\s+|over\s+)?\d[\d.,]*\s+(?:seconds?|secs?|minutes?|mins?|hours?|kilometers?|km|miles?|meters?|m|reps?|laps?))\b|(\d[\d.,]*\s+[a-z][a-z-]*s)\b(?:\s+in\s+a\s+row)?)/i, claim: (m) => {
      const verb = m[2]!.toLowerCase();
      if (m[5]) return { attribute: `ability:${verb} ${singular(normalizeValue(m[4]!))}`, value: normalizeValue(m[5].replace(/^(?:about|around|over)\s+/i, '')), factType: 'fact', confidence: 0.8, object: m[3]! };
      const counted = countedNoun(m[6]!);
      return counted?.count !== undefined ? { attribute: `ability:${verb} ${counted.noun}`, value: String(counted.count), factType: 'fact', confidence: 0.8, object: m[3]! } : undefined;
    } },
  // "Every pull request needs two approvals": how many of something a thing requires.
  { name: 'requires-count', re: /\b((?:needs|need|requires|require|takes)(?:\s+(?:at least|only|just))?)\s+((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+[a-z][a-z-]*)\b/i, claim: (m) => {
      const counted = countedNoun(m[2]!);
      return counted?.count !== undefined ? { attribute: `requires:${counted.noun}`, value: String(counted.count), factType: 'fact', confidence: 0.8, object: m[2]! } : undefined;
    } },
  // "I owe $18,000 on my student loan", "I'm down to $11,500 on my student loan": what is left to pay on something.
  { name: 'owes-on', re: /\b((?:owe|owes|owed|'m\s+down\s+to|am\s+down\s+to|is\s+down\s+to|are\s+down\s+to)(?:\s+(?:about|around|roughly|only|just|still))?)\s+([$€£¥]\s?\d[\d,.]*k?)\s+(?:left\s+)?(?:on|for|in)\s+(?:my|our|the|his|her|their)\s+([a-z][a-z ]{1,30}?)(?=\s*(?:$|[.,;!?]|\s+(?:now|so|and|but|because|after|left)\b))/i, claim: (m) => ({
      attribute: `balance:${singular(normalizeValue(m[3]!))}`, value: normalizeValue(m[2]!), factType: 'fact', confidence: 0.85, object: `${m[2]!} on ${m[3]!}`, transition: /down to/i.test(m[1]!),
    }) },
  // "I started teaching math at Roosevelt Academy", "she started working at the bakery": a new place of work.
  { name: 'started-working-at', re: /\b((?:started|starting|began|begun|start|starts)\s+(?:working|teaching|lecturing|nursing|coaching)(?:\s+[a-z]+){0,2}\s+(?:at|for))\s+(\p{Lu}.*)/u, claim: fact('works_at', { objectType: 'organization', transition: true }) },
  // "I charge $80 an hour for design work": what someone charges, per period and for what.
  { name: 'charges', re: /\b((?:charge|charges|charging|bill|bills|billing)(?:\s+(?:about|around|only|just))?)\s+([$€£¥]\s?\d[\d,.]*k?)\s+(?:an?|per|each)\s+(hour|day|month|week|session|project|word|page)\b(?:\s+for\s+(?:my\s+|our\s+)?([a-z][a-z -]{1,30}?))?(?=\s*(?:$|[.,;!?]|\s+(?:now|so|and|but|because)\b))/i, claim: (m) => ({
      attribute: `charges per ${m[3]!.toLowerCase()}${m[4] ? ` for ${normalizeValue(m[4])}` : ''}`, value: normalizeValue(m[2]!), factType: 'fact', confidence: 0.85, object: m[2]!, transition: /\bnow\b/i.test(m.input),
    }) },
  // "On-call rotations last one week": how long something lasts.
  { name: 'lasts', re: /\b((?:lasts|last|lasted|runs for|run for|bakes for|bake for|cooks for|cook for|roasts for|simmers for|charges for|rests for))\s+((?:about\s+|around\s+|roughly\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a|an)\s+(?:minutes?|hours?|days?|weeks?|months?|years?|sprints?))\b/i, claim: (m) => ({ attribute: 'duration', value: normalizeValue(m[2]!.replace(/^(?:about|around|roughly)\s+/i, '')), factType: 'fact', confidence: 0.8, object: m[2]! }) },
  // ("the Hendersons live at the old mill on Brook Lane": a home named by what it is and where.)
  { name: 'lives-on', re: /\b((?:live|lives|lived|living|reside|resides)\s+(?:(?:alone|together|happily|permanently|independently|still|now)\s+)?(?:on|at))\s+((?:\d+[a-z]?\s+)?[A-Z].*|the\s+(?:[a-z-]+\s+){0,3}?[a-z-]+\s+(?:on|in|at|near|by)\s+[A-Z].*)/, claim: fact('lives_in', { objectType: 'place' }) },
  { name: 'works-as', re: /\b((?:work|works|worked|working|started|starting|starts|hired|joined|joining|joins|was hired|got hired|rejoined)\s+as)\s+(?:an?\s+)?(.+)/i, claim: (m) => {
      // "as a nurse at St Mary's": the role, and where.
      // "for the city council", "at the local library": an employer named by what it is.
      const at = /^(.+?)\s+(?:at|for|with)\s+(\p{Lu}.*|the\s+(?:[a-z-]+\s+){0,3}(?:council|hospital|school|university|college|company|firm|agency|department|ministry|government|library|museum|clinic|bank|charity|nonprofit|startup|newspaper|restaurant|hotel|airline|army|navy|police|church|practice|studio|lab|laboratory)\b.*)$/u.exec(last(m));
      if (!at) return fact('role')(m);
      const employer = normalizeValue(cleanObject(at[2]!));
      const role = normalizeValue(at[1]!);
      // "started as a staff engineer at Datadog": a new job, where one works now.
      const begins = /^(?:start|hired|join|was hired|got hired|rejoin)/i.test(m[1]!);
      if (begins && employer) return { attribute: 'works_at', value: employer, factType: 'fact', confidence: 0.9, object: at[2]!, objectType: 'organization', transition: true, ...(role ? { also: [{ attribute: 'role', value: role }] } : {}) };
      return role ? { attribute: 'role', value: role, factType: 'fact', confidence: 0.9, object: last(m), objectType: 'organization', ...(employer ? { also: [{ attribute: 'works_at', value: employer }] } : {}) } : undefined;
    } },
  { name: 'works', re: /\b((?:work|works|worked|working|employed|teach|teaches|teaching|taught|lecture|lectures|lecturing)(?:\s+(?:in|on)\s+[a-z]+(?:\s+[a-z-]+){0,2})?\s+(?:at|for|by))\s+(.+)/i, claim: (m) => {
      // "I work at a regular sitting desk all day": the furniture one works at is what one uses, not an employer.
      const furniture = /^(?:an?|the|my|our)\s+(?:[a-z-]+\s+){0,2}(desk|table|bench|counter|workstation|standing desk|computer|laptop)\b/i.exec(last(m));
      if (furniture) return { attribute: 'uses', value: normalizeValue(furniture[0]), factType: 'fact', confidence: 0.8, object: furniture[0] };
      return fact('works_at', { objectType: 'organization' })(m);
    } },
  // "visitor parking is on level 2", "the lab is on the fifth floor": which level something is on.
  { name: 'on-level', re: new RegExp(`\\b(${BE}${ADV}\\s+on)\\s+((?:level|floor|deck)\\s+(?:\\d+|[a-z]+)|the\\s+(?:\\d+(?:st|nd|rd|th)|ground|top|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\\s+(?:floor|level|deck))\\b`, 'i'), claim: (m) => ({ attribute: 'located_on', value: normalizeValue(m[2]!), factType: 'fact', confidence: 0.85, object: m[2]! }) },
  // "I sold my Xbox and got a PlayStation 5": the new one replaces the one sold.
  { name: 'sold-and-got', re: /\b((?:sold|traded in|gave away|got rid of|returned)\s+(?:my|our|the|his|her|their)\s+(\p{Lu}[\p{L}\d+-]*(?:\s+[\p{Lu}\d][\p{L}\d+-]*){0,3})(?:\s+for\s+(?:scrap|parts|cash|[$€£]\s?\d[\d,]*k?))?\s+and\s+(?:got|bought|picked up|ordered|replaced it with)\s+(?:an?\s+|the\s+)?(?:(?:second-hand|secondhand|used|new|brand-new|nearly new|ex-demo)\s+)?)(\p{Lu}[\p{L}\d+-]*(?:\s+[\p{Lu}\d][\p{L}\d+-]*){0,3})/u, claim: (m) => {
      const claim = fact('uses', { objectType: 'product', transition: true, confidence: 0.8 })(m);
      return claim && { ...claim, replaces: normalizeValue(m[2]!) };
    } },
  // "Ola banks with Nordea": the bank someone uses.
  { name: 'banks-with', re: /\b((?:banks|bank|banking|banked)\s+(?:with|at))\s+(\p{Lu}.*)/u, claim: fact('uses', { objectType: 'organization' }) },
  // "the Berlin team works out of a coworking space in Mitte": where someone works from.
  { name: 'works-out-of', re: new RegExp(`\\b((?:works?|working|operates?|operating|runs?|${BE}${ADV}\\s+based)\\s+out\\s+of)\\s+${OBJ}`, 'i'), claim: fact('located_in', { objectType: 'place' }) },
  // "Sam Okoye runs growth at Duolingo", "she leads design for Canva": where someone works.
  // "Ingrid Holm serves as CFO of Equinor", "she is now CEO of Orsted": an officer of a company works there.
  { name: 'officer-of', re: new RegExp(`\\b((?:${BE}${ADV}|serves\\s+as|serve\\s+as|served\\s+as|serving\\s+as|became|becomes|has\\s+become|was\\s+named|was\\s+appointed|has\\s+been\\s+named|has\\s+been\\s+appointed|joined\\s+as)\\s+(?:the\\s+|an?\\s+)?(?:new\\s+)?(?:interim\\s+|acting\\s+)?(CEO|CTO|CFO|COO|CMO|CPO|CIO|CISO|[Cc]hief\\s+[a-z]+\\s+[Oo]fficer|[Pp]resident|[Mm]anaging\\s+[Dd]irector|[Ff]ounder|[Cc]o-founder|[Cc]hair(?:man|woman|person)?|[Gg]eneral\\s+[Mm]anager)\\s+of)\\s+(\\p{Lu}[\\p{L}&.'-]*(?:\\s+\\p{Lu}[\\p{L}&.'-]*){0,3})`, 'u'), claim: (m) => {
      const claim = fact('works_at', { objectType: 'organization', confidence: 0.85, transition: /\b(?:now|became|becomes|become|named|appointed|new)\b/i.test(m[1]!) })(m);
      return claim && { ...claim, also: [{ attribute: 'role', value: normalizeValue(m[2]!) }] };
    } },
  // "Dana Kim recently became head of design at Canva": "head" is the role then, and becoming it is a change.
  { name: 'leads-at', re: /\b((?:(?:became|becomes|has become|have become|was named|was appointed|was made|is now|(?:has|have)\s+been\s+(?:named|appointed|made|promoted\s+to))\s+(?:the\s+|our\s+|its\s+)?(?:new\s+)?)?(?:runs|leads|heads|manages|oversees|directs|run|lead|head|manage|oversee|direct)\s+(?:the\s+)?(?:[a-z-]+\s+){1,2}?(?:at|for))\s+(?:the\s+(?=\p{Lu}))?(\p{Lu}[\p{L}&.'-]*(?:\s+(?:(?:of|the|and|for|without)\s+)?\p{Lu}[\p{L}&.'-]*){0,3})/u, claim: (m) =>
      fact('works_at', { objectType: 'organization', confidence: 0.8, ...(/^(?:became|becomes|has|have|was|is)\s/i.test(m[1]!) ? { transition: true } : {}) })(m) },
  // "now I do yoga instead", "she does Pilates": an activity someone does.
  { name: 'does-activity', re: /\b((?:do|does|doing)(?:\s+(?:now|mostly|mainly|only|also|just))?)\s+(?!(?:it|that|this|so|nothing|something|anything|everything|well|good|great|fine|better|worse|ok|okay|the|my|a|an|our|your|his|her|their|some|any|more|less|too|not|what|much|lots|all|both|me|you|them|us|him|again|there|here|right|wrong|same|research|homework|laundry|dishes|chores)\b)([A-Za-z][A-Za-z-]+)(?=\s*(?:now|instead|these days|nowadays|every|each|twice|once|three|four|five|\d|[.,;!?]|$))/, claim: (m) => ({ attribute: 'does', value: normalizeValue(m[2]!), factType: 'fact', confidence: 0.8, object: m[2]! }) },
  // "Keanu is on the billing team", "Priti joined the growth team": which team someone is on.
  { name: 'team', re: new RegExp(`\\b((?:${BE}${ADV}\\s+(?:on|in|part\\s+of|with)|(?:has\\s+|have\\s+|'ve\\s+)?(?:joined|moved\\s+to|transferred\\s+to|switched\\s+to|rotated\\s+to))\\s+the)\\s+((?:[\\p{L}&-]+\\s+){1,3}(?:team|squad|department|crew|unit|pod|guild|chapter))\\b`, 'u'), claim: (m) => fact('team', { transition: !/^(?:is|am|are|was|were|'s|'m|'re)\b/i.test(m[1]!) })(m) },
  // "on-call rotations are weekly", "the newsletter is now monthly": how often something happens, said as what it is.
  { name: 'is-frequency', re: new RegExp(`\\b(${BE}${ADV})\\s+((?:daily|weekly|biweekly|bi-weekly|fortnightly|monthly|bimonthly|quarterly|annually|yearly|every\\s+(?:other\\s+)?(?:(?:two|three|four|six|2|3|4|6)\\s+)?(?:days?|weeks?|months?|quarters?|years?)))(?=\\s*(?:[.,;!?]|$|now\\b|instead\\b|from\\b|starting\\b))`, 'i'), claim: (m) => ({ attribute: 'recurs', value: normalizeValue(m[2]!), factType: 'fact', confidence: 0.85, object: m[2]! }) },
  // "Retros are held every two weeks", "the book club meets once a month": how often something happens.
  { name: 'recurs-every', re: new RegExp(`\\b((?:${BE}${ADV}\\s+(?:held|run|scheduled|hosted|done|happening|organi[sz]ed|(?!(?:packed|crowded|jammed|rammed|delayed|tired|stressed|bored|exhausted|booked|sold|worried|excited|annoyed|surprised|shocked|amazed)\\b)[a-z]{3,}ed)|(?:now\\s+)?(?:will\\s+)?(?:happens?|meets?|runs?|occurs?|recurs?|takes?\\s+place|goes\\s+out|go\\s+out|comes\\s+out|come\\s+out|ships?|publish(?:es)?|(?:is|are|gets?)\\s+(?:sent(?:\\s+out)?|published|released)))(?:\\s+(?:now|only))?)\\s+((?:every\\s+(?:other\\s+)?(?:(?:two|three|four|five|six|eight|ten|twelve|fifteen|thirty|2|3|4|5|6|8|10|12|15|30)\\s+)?(?:minutes?|hours?|days?|weeks?|months?|quarters?|years?|weekday|morning|evening|night|sprint))|(?:once|twice|three times|four times)\\s+(?:a|an|per|every)\\s+(?:hour|day|week|month|quarter|year|sprint|fortnight)|hourly|nightly|daily|weekly|biweekly|bi-weekly|fortnightly|monthly|bimonthly|quarterly|annually|yearly)\\b`, 'i'), claim: (m) => ({ attribute: 'recurs', value: normalizeValue(m[2]!), factType: 'fact', confidence: 0.85, object: m[2]! }) },
  // "Sarah Kim now writes for the Financial Times": a publication one writes or reports for is one's employer.
  // "I teach year 3 at Oakwood Primary", "I'm now teaching at Ashgrove Academy": the school one teaches at employs one.
  { name: 'teaches-at', re: /\b((?:teach|teaches|teaching|lecture|lectures|lecturing|bartend|bartends|bartending|waitress|waitresses|waitressing|tutor|tutors|tutoring|nanny|nannies)(?:\s+(?!at\b)[\p{L}\d-]+){0,3}?\s+at)\s+((?:the\s+)?\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3})/u, claim: fact('works_at', { objectType: 'organization', confidence: 0.85 }) },
  { name: 'writes-for', re: /\b((?:writes|write|writing|reports|report|reporting|contributes|contribute)\s+(?:regularly\s+|mostly\s+)?for)\s+((?:the\s+)?\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3})/u, claim: fact('works_at', { objectType: 'organization', confidence: 0.8 }) },
  // "Hanne knits", "Tomas now swims": a pastime said with its verb alone.
  { name: 'pastime', re: /(?<=^\s*(?:(?:Dr|Mr|Mrs|Ms|Mx)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+(?:now\s+|also\s+|still\s+)?)(knits|crochets|sings|swims|paints|dances|sews|bakes|skates|surfs|climbs|rows|sails|draws|gardens|hikes|skis|snowboards|quilts|meditates|golfs|fishes|cycles|runs)(?=\s*(?:[.!;]|$))/u, claim: (m) => {
      const verb = m[1]!.toLowerCase().replace(/s$/, '');
      const ing = ({ swim: 'swimming', run: 'running', knit: 'knitting', ski: 'skiing', golf: 'golf', fishe: 'fishing' } as Record<string, string>)[verb] ?? `${verb.replace(/e$/, '')}ing`;
      return { attribute: 'does', value: ing, factType: 'fact', confidence: 0.7, object: ing };
    } },
  { name: 'joined', re: /\b((?:joined|joining|join|joins|started at|starting at|starts at|start at|hired by|headhunted by|poached by|recruited by|got a job at|(?:taken|took|landed|accepted|started|got|secured) an? (?:new\s+)?(?:[a-z-]+\s+){0,2}(?:job|position|role|post|internship) (?:at|with)|accepted an offer from))\s+(.+)/i, claim: (m) =>
      // ("the 10K starts at the town hall": a thing that starts somewhere is where it starts, not a job.)
      /^(?:started|starting|starts|start) at$/i.test(m[1]!) && /\b[Tt]he\s+[\p{L}\d-]+(?:\s+[\p{L}\d-]+)?\s*$/u.test(m.input.slice(0, m.index)) && /^the\s+\p{Ll}/u.test(last(m)) ? undefined :
      // ("Paolo joined us from Accenture": the writer's own organisation employs him now.)
      /^(?:us\s+from\s+\p{Lu}|our\s+(?:team|company|firm|practice|staff|organisation|organization|agency|studio|lab|clinic)\b)/u.test(last(m)) && /^(?:joined|joining|join|joins)$/i.test(m[1]!)
        ? { attribute: 'works_at', value: 'us', factType: 'fact', confidence: 0.8, object: 'us', transition: true } :
      // "joined Globex" is a new employer; "joined a mentorship program" is a membership, as is a club by its name
      // ("joined Victoria Park Harriers").
      (/^(?:(?:a|an|the|my|our|this|some)\s+)?\p{Ll}/u.test(last(m)) || CLUB_NAME.test(last(m))) && !/^(?:started|starting|starts|start) at|hired|headhunted|poached|recruited|job|position|role|offer/i.test(m[1]!)
        ? fact('member_of', { objectType: 'organization', confidence: 0.8 })(m)
        // ("started a new job with weekend hours": no employer named.)
        : /\b(?:job|position|role|post|internship)\b/i.test(m[1]!) && /^(?!(?:a|an|the)\s)\p{Ll}/u.test(last(m)) ? undefined
        : fact('works_at', { objectType: 'organization', transition: true })(m) },
  { name: 'left', re: /\b((?:left|quit|quits|leaving|resigned from|retired from|retiring from|was laid off from|got laid off from|moved on from|have moved on from|departed|stepped down from|steps down from|has stepped down from|stepped away from|(?:left|quit|lost|resigned from)\s+(?:my|his|her|their)\s+(?:job|position|role|post)\s+(?:at|with)|(?:handed|handing|hands|gave|giving|gives|put|putting)\s+in\s+(?:my|his|her|their)\s+notice\s+(?:at|to|with)|(?:gave|given|giving)\s+(?:my|his|her|their)\s+notice\s+(?:at|to)))\s+((?:the\s+)?[A-Z].*)/, claim: (m) =>
      // "I finally left New York and now rent a place in Denver": a home left, not an employer.
      /^(?:left|leaving|departed)$/i.test(m[1]!) && /\b(?:live|lives|living|rent|rents|renting|moved|relocated|settled|bought a (?:house|flat|place|home))\b/i.test(m.input.slice(m.index + m[0].length - m[2]!.length))
        ? fact('lives_in', { objectType: 'place', negated: true, transition: true })(m)
        // ("left Hackney Harriers": a club left is a membership ended.)
        : CLUB_NAME.test(last(m)) ? fact('member_of', { objectType: 'organization', negated: true, transition: true })(m)
        : fact('works_at', { objectType: 'organization', negated: true, transition: true })(m) },
  // ("Your ceremony has been booked for Thursday 3 October": has been too.)
  { name: 'scheduled', re: new RegExp(`\\b((?:${BE}|has\\s+been|have\\s+been|'s\\s+been|had\\s+been)${ADV}\\s+(?:scheduled|planned|set|due|booked|listed|relisted|re-listed|refixed|re-fixed|moved|postponed|rescheduled|pushed)(?:\\s+back)?(?:\\s+(?:for|on|to|until)|(?<=due)\\s+by(?=\\s+@date\\d)|(?=\\s+@date\\d)))\\s+${OBJ}`, 'i'), claim: (m) => ({ attribute: 'scheduled_for', value: normalizeValue(last(m)) || 'date', factType: 'fact', confidence: 0.9, object: last(m), dateValue: true }) },
  { name: 'costs', re: new RegExp(`\\b((?:costs|cost|costing|${BE}${ADV}\\s+priced\\s+at|sells for|charges))\\s+(.+)`, 'i'), claim: fact('costs') },
  { name: 'runs-on', re: /\b((?:runs|run|running)\s+on)\s+(.+)/i, claim: fact('runs_on', { objectType: 'product' }) },
  // "My commute takes 50 minutes each way", "the flight takes about 3 hours": how long something takes.
  { name: 'takes-time', re: /\b((?:takes|take|took|lasts|last|lasted|is|'s)(?:\s+(?:me|us|him|her|them))?(?:\s+(?:now|only|just|about|around|roughly|nearly|almost|over|under|at least|less than|more than|up to|down to))*)\s+((?:\d[\d.]*|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|forty-five|fifty|ninety|a couple of|a few|an?|half an?)\s+(?:minutes?|mins?|hours?|hrs?|days?|weeks?))\b/i, claim: (m) => {
      // "is 3 hours" only for a thing ("the drive is 3 hours"): a person "is 30 minutes late" is not a duration.
      if (/^(?:is|'s)\b/i.test(m[1]!) && /\b(?:late|early|away|ahead|behind|old)\b/i.test(m.input.slice(m.index + m[0].length, m.index + m[0].length + 12))) return undefined;
      return { attribute: 'duration', value: normalizeValue(m[2]!), factType: 'fact', confidence: 0.85, object: m[2]! };
    } },
  // "The support team reports to Karen Lee": who someone answers to.
  { name: 'reports-to', re: /\b((?:reports|report|reporting|reported|answers|answer)\s+(?:directly\s+)?to)\s+(\p{Lu}.*)/u, claim: fact('reports_to', { objectType: 'person' }) },
  // "Fernweh GmbH employs 45 people": a headcount, as "has 45 employees" says it.
  { name: 'employs', re: /\b((?:employs|employ|employed|employing)(?:\s+(?:about|around|roughly|nearly|almost|over|more than|just over|just under))?)\s+((?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|a hundred)\s+(?:people|staff|employees|workers|engineers|developers|persons|full-time staff))\b/i, claim: (m) => {
      const counted = countedNoun(m[2]!);
      if (!counted || counted.count === undefined) return undefined;
      return { attribute: 'has:employee', value: String(counted.count), factType: 'fact', confidence: 0.85, object: m[2]! };
    } },
  // "I manage a team of 5 engineers", "she leads a team of twelve": how big the team someone runs is.
  { name: 'team-of', re: /\b((?:manage|manages|managing|managed|lead|leads|leading|led|run|runs|running|head|heads|heading|oversee|oversees|overseeing|have|has|'ve got|supervise|supervises)\s+(?:a|an|the|my|our)\s+(?:[a-z-]+\s+)?team\s+of(?:\s+(?:about|around|roughly|nearly|almost|over|just))?)\s+((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)\b.*)/i, claim: (m) => {
      const counted = countedNoun(last(m));
      if (!counted || counted.count === undefined) return undefined;
      return { attribute: 'team size', value: String(counted.count), factType: 'fact', confidence: 0.85, object: last(m) };
    } },
  // "My daughter wears size 11 shoes", "I take a size 8 in dresses": a size, keyed by what it sizes.
  { name: 'size', re: /\b((?:wear|wears|wearing|wore|take|takes|taking|need|needs|am|is|are|'m|'s|'re)(?:\s+(?:now|currently|also|still))?\s+(?:an?\s+)?(?:(?:us|uk|eu)\s+)?size)\s+(\d{1,2}(?:\.5)?|[xX]{0,3}[smlSML]|XXL|XL)\b(?:\s+(?:in\s+)?([a-z]+))?/i, claim: (m) => {
      const item = m[3] && /^(?:shoes?|boots?|sneakers|trainers|dress(?:es)?|jeans|pants|trousers|shirts?|t-shirts?|jackets?|coats?|skirts?|gloves|hats?|rings?|bras?|clothes|diapers|nappies)$/i.test(m[3]) ? singular(m[3].toLowerCase()).replace(/^(?:sneaker|trainer|boot)$/, 'shoe') : 'clothing';
      return { attribute: `size:${item}`, value: m[2]!.toLowerCase(), factType: 'fact', confidence: 0.85, object: m[2]! };
    } },
  // "I lift weights on Mondays and Thursdays", "she swims every Tuesday": which days someone does something.
  { name: 'on-days', re: /(?<=(?:^|\b(?:I|we|We|you|You|they|They|he|He|she|She|(?!(?:My|Our|His|Her|Their|The|An?|This|That)\s)\p{Lu}[\p{L}'-]*|(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+[a-z]+)\s+)(?:(?:usually|normally|typically|generally|now|also|still|only|just|often|currently|always)\s+)*)((?![a-z]{2,}\s+(?:meets|meet|runs|happens|starts|gets\s+together)\b)(?!(?:am|is|are|was|were|be|been|have|has|had|meet|meets|happen|happens|take|takes|usually|normally|now|also|still|only|just|we|you|they|he|she|it|i|on|the|a|an|my|our|his|her|their|this|that|these|those)\b)[a-z]{2,}(?:\s+(?!(?:on|every|I|we|he|she|they|you|is|are|was|were)\b)[\p{L}']+){0,4}?)\s+((?:on|every)\s+(?:[Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)days?(?:(?:\s*,\s*|\s+and\s+|\s*&\s*|\s+or\s+)(?:on\s+)?(?:[Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)days?)*)\b/u, claim: (m) => {
      // "every Monday" and "on Mondays" are one habit; singular days only after "every" (a single "on Monday" is a date).
      if (/^on\s+\S+day\b(?!s)/i.test(m[2]!)) return undefined;
      // "standup happens on Mondays": a thing's schedule (meets-on), not an activity named "standup happens".
      if (/\b(?:happens?|meets?|takes? place|is held|are held|occurs?|recurs?)$/i.test(m[1]!.trim())) return undefined;
      // "we agreed to deploy on Tuesdays": the habit is deploying; agreeing to it is how it was said.
      const activity = baseVerbPhrase(m[1]!.replace(/^(?:agreed|decided|planned|plan|plans|chose|promised|intend|intends|want|wants|need|needs|have|has|had|going|got)\s+to\s+/i, ''));
      if (!activity || FUNCTION_WORDS.has(activity)) return undefined;
      const days = pluralDays(normalizeValue(m[2]!.replace(/^(?:on|every)\s+/i, ''))).replace(/\bon\s+/g, '');
      return { attribute: `schedule:${activity}`, value: days, factType: 'fact', confidence: 0.8, object: m[2]! };
    } },
  // "Tariq runs in Brooks Ghost shoes", "she trains in Nike Pegasus": the gear used.
  { name: 'gear', re: /\b((?:runs|run|running|trains|train|training|walks|walk|hikes|hike|plays|play|rides|ride|races|race)\s+(?:in|with|on))\s+(\p{Lu}[\p{L}\d'-]*(?:\s+\p{Lu}?[\p{L}\d'-]+){0,3}\s+(?:shoes|boots|sneakers|trainers|cleats|spikes|skis|rackets?|clubs|bikes?|wheels|tyres|tires))\b/u, claim: fact('uses', { objectType: 'product', confidence: 0.8 }) },
  { name: 'runs', re: /\b((?:runs|leads|manages|heads(?!\s+up\b)|owns and runs))\s+(?!(?:in|on|at|with|for|to|around|into|out|away|late|early|every|each|daily|fast|slow|smoothly|well)\b)(.+)/i, claim: fact('runs', { objectType: 'project' }) },
  { name: 'promoted', re: /\b((?:got|was|been|is|am|'m|'s)\s+promoted\s+to)\s+(?:an?\s+)?(.+)/i, claim: fact('role', { transition: true }) },
  { name: 'rescheduled', re: /\b((?:got|was|were|has been|have been|is being)\s+(?:pushed|moved|postponed|rescheduled|rebooked|rearranged|relisted|re-listed|re-arranged|brought forward|brought|delayed|deferred|bumped|shifted|changed|extended)(?:\s+back)?\s+(?:to|until|till|for(?=\s+@date)))\s+(.+)/i, claim: (m) => ({ attribute: 'scheduled_for', value: normalizeValue(last(m)) || 'date', factType: 'fact', confidence: 0.85, object: last(m), dateValue: true, transition: true }) },
  // "The launch has slipped to April 23", "standup moves to 9:45": a date that moved (only a date: "slipped to second
  // place" is not one).
  { name: 'slipped', re: /\b((?:has\s+|have\s+|had\s+)?(?:is\s+|are\s+)?(?:slipped|slid|slips|slides|moves|moving|shifts|shifting|shifted)(?:\s+back|\s+forward)?\s+(?:to|until|till|into))\s+(@date\d.*)/i, claim: (m) => ({ attribute: 'scheduled_for', value: 'date', factType: 'fact', confidence: 0.85, object: last(m), dateValue: true, transition: true }) },
  // "The support desk opens at 8 am", "the train leaves at 7:40": the time of what a thing does, keyed by the verb.
  { name: 'opens-at', re: /\b((open|close|start|begin|end|finish|depart|leave|arrive)(?:e?s)?(?:\s+(?:now|daily|every day|each day|again))?)\s+(?:at\s+|from\s+)?(@date\d.*)/i, claim: (m) => ({ attribute: `time:${TIME_VERB[m[2]!.toLowerCase()] ?? m[2]!.toLowerCase()}`, value: 'time', factType: 'fact', confidence: 0.8, object: '', dateValue: true }) },
  // "decided to move the events store to PostgreSQL": what the thing runs on now.
  { name: 'move-thing', re: /\b((?:move|moves|moving|migrate|migrates|port|ports|porting)\s+(?:(?:all\s+(?:of\s+)?)?(?:the|our|my|their|his|her)\s+(?:[a-z]+\s+)?|all\s+(?:[a-z]+\s+)?(?=[a-z]+s\b))(?:mockups|designs|files|documents|notes|tickets|issues|tasks|wikis?|store|services?|database|db|app|application|site|website|backend|frontend|apis?|infrastructure|infra|servers?|stack|codebase|pipelines?|repos?|repository|data|cluster|workloads?|system|platform|blog|email|hosting|docs|ci|builds?|deployments?|monitoring|logging|analytics|warehouse|storage|queue|cache|search|auth|payments?|billing)(?:\s+from\s+(.+?))?\s+(?:over\s+)?to)\s+(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)(\p{Lu}.*)/u, claim: (m) => {
      const claim = fact('uses', { objectType: 'product', transition: true })(m);
      return claim && { ...claim, factType: 'decision', confidence: 0.8, replaces: m[2] };
    } },
  // "I've upped it to five runs a week": how often, keyed by the activity its noun names ("runs" -> run).
  { name: 'upped-to', re: /\b((?:upped|increased|raised|bumped|cut|reduced|dropped|lowered|scaled|brought|pushed)(?:\s+(?:it|that|this|them))?(?:\s+(?:up|down|back))?\s+to)\s+((once|twice|\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+([a-z]+?s?)\s+(?:a|an|per|every|each)\s+(day|week|month|year|fortnight|weekend))\b/i, claim: (m) => {
      const activity = baseVerbPhrase(m[4]!);
      if (!activity || /^(?:time|day|night|session|hour|minute|mile|kilometer|km)s?$/.test(m[4]!.toLowerCase()) || FUNCTION_WORDS.has(activity)) return undefined;
      return { attribute: `frequency:${activity}`, value: `${m[3]!.toLowerCase()} times a ${m[5]!.toLowerCase()}`, factType: 'fact', confidence: 0.75, object: m[2]!, transition: true };
    } },
  // "I'm on a keto diet", "now follow a Mediterranean diet": one diet at a time.
  { name: 'diet', re: /\b((?:(?:am|'m|is|'s|are|'re|was|were|been|went|gone|going|be)\s+(?:now\s+|currently\s+|still\s+|strictly\s+)?on\s+(?:a|an|the)|(?:follow|follows|following|followed|started|start|starting|trying|tried|doing|do|does|switched to|switching to)\s+(?:a|an|the))(?:\s+(?:strict|new|mostly|fully))?)\s+([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s+diet\b/i, claim: (m) => {
      const value = normalizeValue(m[2]!);
      // "started a new diet": no diet named.
      if (!value || FUNCTION_WORDS.has(value) || /^(?:new|strict|special|healthy|healthier|balanced|proper|better|different|crash|good|bad|whole|real|normal|regular|weird|fad)$/.test(value)) return undefined;
      return { attribute: 'diet', value, factType: 'fact', confidence: 0.8, object: `${m[2]!} diet`, transition: /switch/i.test(m[1]!) };
    } },
  // "The new app will be called Tidy", "the project got renamed to Atlas": a thing's name.
  { name: 'called', re: /\b((?:is|are|was|were|will be|'ll be|be|been|gets|got|get|being)\s+(?:now\s+|officially\s+)?(?:called|named|renamed(?:\s+to|\s+as)?|rebranded(?:\s+to|\s+as)?))\s+(\p{Lu}[\p{L}\d'-]*(?:\s+\p{Lu}[\p{L}\d'-]*){0,2})/u, claim: (m) => ({
      attribute: 'name', value: normalizeValue(m[2]!), factType: 'fact', confidence: 0.8, object: m[2]!, objectType: 'product', transition: /renamed|rebranded/i.test(m[1]!),
    }) },
  // "I've taken up pickleball", "she picked up knitting": an activity begun.
  { name: 'took-up', re: /\b((?:taken|took|taking|picked)\s+up)\s+(?!(?:the|a|an|my|our|his|her|their|space|time|room|it|that|this|them|residence|the offer|where)\b)([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)(?=\s*(?:$|[.,;!?]|\s+(?:and|but|instead|because|since|now|again|recently|last|this|at|in|with|after|as)\b))/i, claim: (m) => {
      const value = normalizeValue(m[2]!);
      if (!value || FUNCTION_WORDS.has(value)) return undefined;
      return { attribute: 'does', value, factType: 'fact', confidence: 0.75, object: m[2]!, transition: true };
    } },
  // "Grandma moved in with us in Albuquerque": where she lives now.
  { name: 'moved-in-with', re: /\b((?:moved|moving|move|moves)\s+in\s+with\s+(?:us|them|me|him|her|(?:my|our|his|her|their)\s+[a-z]+|\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\s+in)\s+(\p{Lu}.*)/u, claim: fact('lives_in', { objectType: 'place', transition: true }) },
  // "I've saved $4,000 toward a house deposit", later "$9,500 toward the deposit": a running total, keyed by its purpose.
  { name: 'saved-toward', re: /\b((?:'ve|have|has|had)\s+(?:now\s+|already\s+|just\s+|finally\s+)?(?:saved|put aside|set aside|raised|paid off|invested|put away))\s+([$€£¥]\s?\d[\d,.]*(?:\s?[kKmM]\b)?)\s+(?:toward|towards|for|into)\s+(?:(?:a|an|the|my|our|his|her|their)\s+)?((?:[a-z][a-z-]*\s+){0,3}?([a-z][a-z-]*))(?=\s*(?:$|[.,;!?]|\s+(?:so far|now|already|this|last|since|because|and|but|by)\b))/i, claim: (m) => ({
      attribute: `saved toward:${singular(m[4]!.toLowerCase())}`, value: normalizeValue(m[2]!), factType: 'fact', confidence: 0.8, object: `${m[2]!} toward ${m[3]!}`, transition: true,
    }) },
  // "The channel passed 5,000 subscribers", "we hit 100 members": a count reached.
  { name: 'reached-count', re: /\b((?:has\s+|have\s+|just\s+|finally\s+|now\s+)*(?:passed|reached|hit|crossed|topped|surpassed|broke|cracked))\s+((?:\d[\d,]*|a hundred|a thousand)\s+\p{Ll}[\p{L}-]*s\b.*)/iu, claim: (m) => {
      const counted = pluralCount(last(m));
      return counted && { attribute: `has:${counted.noun}`, value: String(counted.count), factType: 'fact', confidence: 0.8, object: last(m), transition: true };
    } },
  { name: 'amount-changed', re: /\b((?:(?:is|are|'s|'re)\s+going\s+(?:up|down)|goes\s+(?:up|down)|will\s+go\s+(?:up|down)|went up|went down|rose|fell|increased|decreased|jumped|climbed|was raised|was cut|got raised|(?:has|have)\s+been\s+(?:raised|increased|cut|reduced|lowered|bumped|doubled)|was (?:increased|reduced|lowered)|dropped|(?:has\s+|have\s+)?(?:grown|grew|shrunk|shrank))\s+to)\s+(.+)/i, claim: (m) => {
      const object = last(m);
      const money = /[$€£¥]|\b(?:dollars|euros|pounds|usd|eur|gbp)\b/i.test(object);
      // "The team has grown to 9 engineers": how many engineers it has, as "has 6 engineers" said ("42 euros" is a price).
      const counted = money ? undefined : pluralCount(object);
      if (counted) return { attribute: `has:${counted.noun}`, value: String(counted.count), factType: 'fact', confidence: 0.85, object, transition: true };
      // A price goes up to $1,950; a heart rate drops to 62 bpm (a level, as "is 78 bpm" said).
      return { attribute: money ? 'costs' : 'level', value: normalizeValue(object), factType: 'fact', confidence: 0.85, object, transition: true };
    } },
  { name: 'upgraded', re: /\b((?:upgraded|upgrading|upgrade|replaced|replacing|replace|swapped|swapping|traded|ditched|dumped|dropped|abandoned|ditching|dropping)((?:\s+(?!to\b|with\b|for\b)\S+){0,5})\s+(?:to|with|for))\s+(?:an?\s+)?(.+)/i, claim: (m) => {
      // "ditched Chrome for Firefox" names what replaced it; "dropped the class for a semester" does not.
      if (/^(?:ditch|dump|drop|abandon)/i.test(m[1]!) && !(/^\s*\S*[A-Z]/.test(m[2]!) && /^[A-Z0-9]/.test(m[3]!))) return undefined;
      const claim = fact('uses', { objectType: 'product', transition: true, confidence: 0.8 })(m);
      // "traded in my Civic for a Tesla": the Civic is what it replaces.
      // ("traded my Yaris in for a Tesla": the particle after it too.)
      const replaced = m[2]!.trim().replace(/^(?:in|out|up|from)\s+/i, '').replace(/\s+(?:in|out|up)$/i, '').replace(/^(?:my|our|the|his|her|their|an?)\s+/i, '').replace(/^(?:old|previous|former|current|trusty|first)\s+/i, '');
      return claim && { ...claim, replaces: replaced || undefined };
    } },
  // "I transferred to St. Luke's Hospital", "she moved over to Acme Corp": an employer by its kind of name.
  // "I accepted a full-time offer from Nestlé", "she signed an offer with Stripe": the new employer.
  { name: 'accepted-offer', re: /\b((?:accepted|took|signed|have accepted|'ve accepted|has accepted)\s+(?:an?|the|their)\s+(?:[a-z-]+\s+){0,2}(?:job\s+|work\s+)?offer\s+(?:from|with|at))\s+(\p{Lu}[\p{L}&.'-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}&.'-]*){0,3})/u, claim: fact('works_at', { objectType: 'organization', transition: true }) },
  { name: 'transferred-to', re: /\b((?:transferred|transferring|moved over|switched|was transferred|got transferred)\s+to)\s+((?:the\s+)?\p{Lu}[\p{L}'.&-]*(?:\s+\p{Lu}[\p{L}'.&-]*){0,3}\s+(?:Hospital|Clinic|Medical Center|Bank|Inc|Corp|Corporation|Company|Group|Labs?|Agency|Partners|Consulting|Institute|Foundation|Capital|Ventures|Technologies|Solutions|Health|Media|Airlines?|LLC|Ltd|GmbH)\b\.?)/u, claim: fact('works_at', { objectType: 'organization', transition: true }) },
  // "We decided to move CI from Jenkins to Buildkite": what a thing runs on or with now, and what it replaces.
  { name: 'move-from-to', re: /\b((?:move|moving|moved|migrate|migrating|migrated|switch|switching|switched|port|porting|ported)\s+(?:(?:the|our|my|their|all|all of our)\s+)?(?!(?:the\s+)?(?:family|kids|us|them|everyone|everybody|me|him|her)\b)[A-Za-z][\w-]*(?:\s+[a-z]+)?\s+from\s+(\p{Lu}[^,;]*?)\s+(?:to|onto|over to))\s+(\p{Lu}.*)/u, claim: (m) => {
      const claim = toolChange(m);
      return claim && { ...claim, replaces: m[2] };
    } },
  // "I've gone back to regular cow's milk in my coffee", "we went back to Jira": a choice taken again ("went back to
  // Paris", "back to work" are no choice).
  { name: 'went-back-to', re: /(?<!\b(?:could|would|should|might|may|can|can't|cannot|want to|wanna|wants to|hope to|love to|like to|'d|will|'ll|to)\s+(?:\w+\s+)?)\b((?:gone|went|going|go|goes|switched|switching|switch|changed|returned|reverted|come|came)\s+back\s+to|(?:returned|reverted)\s+to)\s+(?!(?:work|school|bed|sleep|normal|basics|class|college|university|the\s+(?:office|gym|drawing board|start|beginning|city|country)|my\s+(?:hometown|home town|roots|desk)|home)\b)(.+)/i, claim: (m) => {
      const object = cleanObject(m[2]!);
      if (/^\p{Lu}/u.test(object) && !valueKind(normalizeValue(object))) return undefined;
      return toolChange(m);
    } },
  { name: 'switched', re: /\b((?:switched|switching|switch|migrated|migrating|migrate|changed|changing|moved over|moved|transferred|cut over|cutting over|cuts over)(?:\s+(?:my|our|the|his|her|their)\s+[a-z]+(?:\s+[a-z]+)?)?(?:\s+from\s+(.+?))?\s+to)\s+(.+)/i, claim: (m) => {
      const claim = toolChange(m);
      return claim && { ...claim, replaces: m[2] };
    } },
  // "The dashboard will be built with Vue", "the API is written in Go": what a thing is made with.
  { name: 'built-with', re: /\b((?:is|are|was|were|be|been|being|gets|got)\s+(?:now\s+)?(?:built|rebuilt|written|rewritten|implemented|reimplemented|developed|coded|made|powered)\s+(?:with|in|using|on))\s+(\p{Lu}[\p{L}\d#+.-]*(?:\s+\p{Lu}[\p{L}\d#+.-]*)?)/u, claim: (m) => {
      const claim = fact('uses', { objectType: 'product', transition: /\bre(?:built|written|implemented)\b/i.test(m[1]!) })(m);
      return claim && { ...claim, factType: 'decision', confidence: 0.85 };
    } },
  // "We rewrote the ingestion service in Go", "ported the app to Kotlin": what it is built with now.
  { name: 'rewrote', re: /\b((?:rewrote|rewritten|rewriting|rewrite|rebuilt|rebuilding|rebuild|reimplemented|reimplementing|reimplement|ported|porting|port|recoded)\s+(?:the|our|a|an|this|it|its|their|my)?\s*(?:[\p{L}-]+\s+){0,3}?(?:in|to|with|using|onto|on))\s+(\p{Lu}[\p{L}\d#+.-]*(?:\s+\p{Lu}[\p{L}\d#+.-]*)?)/u, claim: (m) => {
      const claim = fact('uses', { objectType: 'product', transition: true })(m);
      return claim && { ...claim, factType: 'decision', confidence: 0.85 };
    } },
  { name: 'going-with', re: /\b((?:going|go|went|gone)\s+with|opted for|settled on|chose|picked(?!\s+(?:up|out|on|at|off)\b)|selected)\s+(.+)/i, claim: (m) => {
      const claim = fact('uses', { objectType: 'product', transition: true })(m);
      return claim && { ...claim, factType: 'decision', confidence: 0.8 };
    } },
  // "deployments now go through Terraform", "payments run via Stripe": the tool a thing is done with (of a thing: "I go
  // through Boston" is a route).
  { name: 'goes-through', re: /(?<=\b(?!(?:I|we|you|he|she|they|it)\b)[a-z][a-z-]{2,}\s+(?:(?:now|all|currently|still)\s+)*)((?:go|goes|run|runs|flow|flows)\s+(?:through|via))\s+(\p{Lu}[\p{L}\p{N}&.+'-]*(?:\s+\p{Lu}[\p{L}\p{N}&.+'-]*){0,2})/u, claim: (m) => fact('uses', { objectType: 'product', transition: /\bnow\b/.test(m.input.slice(Math.max(0, m.index - 10), m.index)) })(m) },
  // ("dropped my iPhone again", "dropped my keys in the sink": a thing let fall, not a plan given up.)
  { name: 'dropped', re: /\b((?:dropped|drop|dropping|cancelled|canceled|cancel|scrapped|scrap|abandoned|shelved|killed))\s+(?!(?:my|his|her|their|our)\s+(?:[^\s.,;!?]+\s+){1,4}(?:again|on\s+the\s+(?:floor|ground|pavement|road)|in\s+the\s+(?:bath|toilet|sink|sea|river|lake|pool|canal)|down\s+the\s+stairs)\b)(.+)/i, claim: (m) => droppedClaim(m) },
  // "we retired Ansible", "they decommissioned the Oracle cluster": a named thing dropped (not "I retired last year").
  { name: 'retired-thing', re: /\b((?:retired|retiring|sunset|sunsetted|sunsetting|decommissioned|decommissioning|phased out|phasing out))\s+((?:the\s+|our\s+|my\s+)?\p{Lu}.*)/u, claim: (m) => droppedClaim(m) },
  { name: 'hosted', re: new RegExp(`\\b((?:${BE}|be|been)${ADV}\\s+(?:hosted|deployed|running|served|stored|kept)\\s+(?:on|in|at|with|by))\\s+(\\p{Lu}.*)`, 'u'), claim: fact('hosted_on', { objectType: 'product' }) },
  { name: 'weighs', re: /\b((?:weigh|weighs|weighed|weighing))\s+((?:about\s+|around\s+)?\d[\d,.]*\s?(?:kg|kilos?|kilograms?|lbs?|pounds?|stone)\b.*)/i, claim: (m) => {
      const weight = /^(?:about\s+|around\s+)?(\d[\d,.]*\s?[a-z]+)/i.exec(m[2]!)!;
      return { attribute: 'weight', value: normalizeValue(weight[1]!), factType: 'fact', confidence: 0.85, object: weight[1]! };
    } },
  // "The book club meets on Tuesdays": when something recurs.
  // "The planning meeting moves to Wednesdays": a recurring day that changed.
  { name: 'recurs-moved', re: /\b((?:moves|moved|moving|is moving|will move|switches|switched|changes|changed|shifts|shifted|is shifting)\s+to(?:\s+every)?)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)days\b.*|(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:mornings|afternoons|evenings|nights)\b.*)/i, claim: (m) => {
      const claim = fact('recurs_on', { transition: true })(m);
      return claim && { ...claim, value: claim.value.split(' ')[0]! };
    } },
  // ("the newsletter goes out on Tuesdays", "will go out on Thursdays", "bins are collected on Mondays".)
  { name: 'meets-on', re: /\b((?:meets|meet|happens|happen|runs|run|is held|is|are|are held|takes place|take place|goes out|go out|comes out|come out|ships|ship|is published|are published|is sent|are sent|is collected|are collected|is delivered|are delivered|opens|open|closes|close)(?:\s+(?:now|still|usually|normally))?\s+(?:on|every)(?:\s+other)?)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)days?\b.*|weekends?\b.*|weekdays?\b.*)/i, claim: (m) => {
      // "is every Monday at 10 am": the days are the value; a single "is on Monday" is a date (masked before the rules).
      const days = /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|weekdays?)(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)(?:mon|tues|wednes|thurs|fri|satur|sun)days?)*/i.exec(m[2]!);
      if (/^(?:is|are)\s+on$/i.test(m[1]!) && !/^\S+days\b|^week/i.test(m[2]!)) return undefined;
      return days ? { attribute: 'recurs_on', value: pluralDays(normalizeValue(days[0])), factType: 'fact', confidence: 0.9, object: days[0] } : fact('recurs_on')(m);
    } },
  // "I run 15 miles a week", "built up to 25 miles a week": an amount per period, keyed by its unit.
  // "I run 15 miles a week", "built up to 25 miles a week", "I drink four cups of coffee a day", "I take 10 mg of
  // lisinopril every morning": an amount per period, keyed by its unit, what it is of, and the period.
  { name: 'rate', re: /\b((?:run|runs|ran|running|cycle|cycles|ride|rides|walk|walks|swim|swims|read|reads|drive|drives|do|does|doing|work|works|working|sleep|sleeps|sleeping|study|studies|practice|practise|practices|log|logs|logging|average|averages|averaging|averaged|get|gets|getting|drink|drinks|drinking|eat|eats|eating|take|takes|taking|smoke|smokes|smoking|have|has|having|use|uses|using|spend|spends|spending|write|writes|writing|built up to|build up to|cut back to|cut down to|up to|down to|now at|back to)(?:\s+(?:about|around|roughly|nearly|almost|over|under|at least|only|just|close to|upwards of|more than|less than))?)\s+((?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of|a few)\s+(?:[a-z]+(?:-[a-z]+)?)(?:\s+of\s+(?:[a-z-]+\s+){0,1}[a-z-]+)?\s+(?:a|an|per|each|every)\s+(?:day|night|morning|evening|week|weekday|month|year))\b/i, claim: (m) => rateClaim(m[2]!) },
  // "I sold the Mazda", "we got rid of the old server": what was held is gone.
  // ("My store sells shoes" is what a store offers, not something gone: past tense only.)
  { name: 'sold', re: /\b((?:sold|got rid of|get rid of|getting rid of|traded in|gave away|selling my|selling our))\s+(?!(?:out|it|them|that|this)\b)(.+)/i, claim: (m) => {
      // ("sold the Fiesta for scrap": what it went for is no part of it.)
      const object = last(m).split(/\s+and\s+/)[0]!.replace(/\s+for\s+(?:scrap|parts|cash|[$€£]\s?\d[\d,]*k?|a\s+(?:song|fortune|profit|loss))\b.*$/i, '');
      const value = normalizeValue(object);
      if (!value || FUNCTION_WORDS.has(value)) return undefined;
      return { attribute: 'sold', value, factType: 'fact', confidence: 0.8, object, transition: true, replaces: object };
    } },
  // "I'm taking pottery classes", "she takes Spanish lessons".
  { name: 'takes-classes', re: /\b((?:take|takes|taking|took|attend|attends|attending|enrolled in|signed up for))\s+((?:[\p{L}-]+\s+){0,3}(?:classes|class|lessons|lesson|courses|course|workshops?))\b/iu, claim: fact('takes', { confidence: 0.8 }) },
  { name: 'turned', re: /\b((?:turned|turns|turning|will turn|is turning))\s+(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\b(?!\s*(?:%|percent|degrees|[a-z]))/i, claim: fact('age') },
  // "I pay $15.49 a month for Netflix", "I pay $1,800 a month in rent": what someone pays, per period and for what.
  { name: 'pays', re: /\b((?:pay|pays|paying|paid|spend|spends|spending|shell out|shells out|save|saves|saving|put away|puts away|set aside|sets aside|invest|invests|investing|contribute|contributes|contributing)(?:\s+(?:about|around|roughly|only|just|over|under|nearly|almost))?)\s+([$€£¥]\s?\d[\d,.]*k?|\d[\d,.]*k?\s?(?:dollars|euros|pounds|usd|eur|gbp))\s+(?:a|an|per|each|every)\s+(year|month|week|day|night|hour)\b(?:\s+(?:for|in|on|towards?|into)\s+(?:my\s+|our\s+|the\s+|a\s+)?([\p{L}][\p{L}-]*(?:\s+(?!for\b|in\b|on\b|at\b|and\b|but\b|because\b|with\b)[\p{L}][\p{L}-]*)?))?/iu, claim: (m) => {
      const what = m[4] ? ` for ${singular(normalizeValue(m[4]))}` : '';
      const kind = /^(?:save|saves|saving|put|puts|set|sets)/i.test(m[1]!) ? 'saves' : /^invest/i.test(m[1]!) ? 'invests' : /^contribut/i.test(m[1]!) ? 'contributes' : 'pays';
      return { attribute: `${kind} per ${m[3]!.toLowerCase()}${what}`, value: normalizeValue(m[2]!), factType: 'fact', confidence: 0.85, object: m[2]!, transition: /\b(?:now|anymore|these days)\b/i.test(m.input) };
    } },
  // "Sipho pays $700 in rent", "I pay €90 for childcare": what someone pays for a thing, no period said.
  { name: 'pays-for', re: /\b((?:pay|pays|paying)(?:\s+(?:about|around|roughly|only|just|over|under|nearly|almost))?)\s+([$€£¥]\s?\d[\d,.]*k?|\d[\d,.]*k?\s?(?:dollars|euros|pounds|usd|eur|gbp))\s+(?:for|in|towards?)\s+(?:my\s+|our\s+|the\s+|his\s+|her\s+|their\s+)?((?!a\b|an\b)[\p{L}][\p{L}-]*(?:\s+(?!for\b|in\b|on\b|at\b|and\b|but\b|because\b|with\b|now\b|a\b|an\b|per\b|each\b|every\b)[\p{L}][\p{L}-]*)?)(?!\s+(?:a|an|per|each|every)\s+(?:year|month|week|day|night|hour)\b)/iu, claim: (m) => ({
      attribute: `pays for ${singular(normalizeValue(m[3]!))}`, value: normalizeValue(m[2]!), factType: 'fact', confidence: 0.8, object: m[2]!, transition: /\b(?:now|anymore|these days)\b/i.test(m.input),
    }) },
  // "I make $85,000 a year", "she earns £20 an hour".
  { name: 'earns', re: /\b((?:make|makes|making|made|earn|earns|earning|earned|get paid|gets paid|am paid|is paid|'m paid))\s+((?:about\s+|around\s+)?(?:[$€£¥]\s?\d[\d,.]*k?|\d[\d,.]*k?\s?(?:dollars|euros|pounds))\s+(?:a|an|per|each)\s+(?:year|month|week|hour|day))\b/i, claim: (m) => {
      const period = /(year|month|week|hour|day)$/i.exec(m[2]!)![1]!.toLowerCase();
      const amount = /(?:[$€£¥]\s?\d[\d,.]*k?|\d[\d,.]*k?\s?(?:dollars|euros|pounds))/i.exec(m[2]!)![0];
      return { attribute: `earns per ${period}`, value: normalizeValue(amount), factType: 'fact', confidence: 0.85, object: m[2]! };
    } },
  // "I go to Gold's Gym", "she goes to St Mark's": a place someone goes regularly.
  { name: 'goes-to', re: /\b((?:go|goes|going|heading|headed|travelling|traveling|flying)(?:\s+(?:regularly|mostly|usually))?\s+to)\s+(?!(?:bed|sleep|work|school|church|the\s)\b)(\p{Lu}.*)/u, claim: fact('goes_to', { objectType: 'organization', confidence: 0.8 }) },
  // "I feed my cat Royal Canin dry food": what a pet eats.
  { name: 'feeds', re: /\b((?:feed|feeds|feeding|fed)\s+(?:my|our|his|her|their|the)\s+(cat|cats|dog|dogs|puppy|kitten|baby|son|daughter|kids|horse|parrot|rabbit|hamster|fish|[a-z]+))\s+(?!(?:at|in|on|every|twice|once|before|after|when|with)\b)(.+)/i, claim: (m) =>
      fact(`feeds:${singular(m[2]!.toLowerCase())}`, { objectType: 'product', confidence: 0.8 })(Object.assign([m[0], m[1], m[3]], { index: m.index, input: m.input }) as RegExpExecArray) },
  // "I've been ordering cortados instead of flat whites lately": what is had now in place of what was before.
  { name: 'been-having-instead', re: /\b((?:'ve|have|has|'s)\s+been\s+(?:mostly\s+|mainly\s+|only\s+)?(ordering|drinking|choosing|picking|getting|having|buying|using|eating|taking|wearing|reading|playing|watching))\s+(?:an?\s+|the\s+)?([a-z][\w'-]*(?:\s+[a-z][\w-]*)?)\s+instead\s+of\s+(?:an?\s+|the\s+|my\s+|our\s+)?([a-z][\w'-]*(?:\s+[a-z][\w-]*){0,2})/i, claim: (m) => {
      const value = singular(normalizeValue(m[3]!));
      const replaced = singular(normalizeValue(cleanObject(m[4]!)));
      if (!value || !replaced || FUNCTION_WORDS.has(value)) return undefined;
      return { attribute: `v:${baseVerbPhrase(m[2]!.toLowerCase())}`, value, factType: 'preference', confidence: 0.8, object: m[3]!, replaces: replaced, transition: true };
    } },
  // "Lena now always books aisle seats": a choice made every time is what one prefers of its kind.
  { name: 'always-picks', re: /\b((?:(?:now|always|usually|normally|typically|only|mostly|generally)\s+)+(?:books|book|orders|order|picks|pick|chooses|choose|gets|get|takes|take|reserves|reserve|requests|request|goes for|go for|opts for|opt for|asks for|ask for))\s+(?:an?\s+|the\s+)?([a-z][\w'-]*\s+[a-z][\w-]*|[a-z][\w-]*(?=\s*(?:$|[.!])|\s+with\s))(?=\s*$|\s*[.,;!?]|\s+(?:because|since|on|for|when|at|in|now|these|as|whenever|if|instead)\b|\s+with\s(?<=\b(?:for|books?|orders?|picks?|chooses?|gets?|takes?|reserves?|requests?)\s+[a-z][\w-]*\s+with\s))/i, claim: (m) => {
      const object = normalizeValue(m[2]!);
      const head = singular(object.split(' ').at(-1)!);
      if (!object || FUNCTION_WORDS.has(object.split(' ')[0]!) || FUNCTION_WORDS.has(head)) return undefined;
      // "Grace always orders the green curry": what someone orders is their usual order ("her go-to order is pad thai").
      const kind = /\border$/i.test(m[1]!) || /\borders$/i.test(m[1]!) ? 'order' : head;
      return { attribute: `preference:favorite ${kind}`, value: singular(object), factType: 'preference', confidence: 0.8, object: m[2]!, transition: /\bnow\b/i.test(m[1]!) };
    } },
  // "Omar listens to jazz while he works", "I listen to audiobooks on my commute": what someone listens to, when the
  // rule below does not name a service instead.
  { name: 'listens-to', re: /\b((?:listen|listens|(?:am|is|are|'m|'re|'s)\s+(?:usually\s+|always\s+|mostly\s+)?listening)\s+(?:mostly\s+|mainly\s+|only\s+|usually\s+)?to)\s+(?!(?:me|you|him|her|us|them|it|this|that|what|how|people|others|everyone|my\s+(?:body|gut|heart|doctor|parents|mum|mom|dad|wife|husband|partner))\b)((?:[a-z][\w-]*|\p{Lu}[\p{L}&'-]*)(?:\s+[\w-]+){0,3}?)(?=\s*$|\s*[.,;!?—–]|\s+(?:while|when|during|at|in|on|every|each|to|for|before|after|as|and|but|because|now|these|lately|most|all|anymore|any more|again)\b)/u, claim: (m) => {
      // "listen to music on Spotify" names a service (the rule below).
      if (/^\s*(?:on|via|through)\s+\p{Lu}/u.test(m.input.slice(m.index + m[0].length))) return undefined;
      return { attribute: 'listens_to', value: normalizeValue(m[2]!), factType: 'fact', confidence: 0.8, object: m[2]! };
    } },
  // "I listen to music on Apple Music", "she listens to podcasts on Spotify": the service used.
  { name: 'listens-on', re: /\b((?:listen|listens|listening|listened)(?:\s+to\s+(?:(?:my|most|all|our)\s+)?(?:music|podcasts?|audiobooks?|songs|playlists|albums|radio|[a-z]+))?\s+(?:on|via|through|with))\s+(\p{Lu}.*)/u, claim: fact('uses', { objectType: 'product', confidence: 0.8 }) },
  { name: 'watches-on', re: /\b((?:watch|watches|watching|stream|streams|streaming)(?:\s+(?:most|all|my|our))?(?:\s+(?:shows|movies|films|tv|series|videos|stuff|things|anime|sports|everything|documentaries|football|soccer|basketball|it all))?\s+(?:on|via|through))\s+(\p{Lu}.*)/u, claim: fact('watches_on', { objectType: 'product' }) },
  { name: 'member', re: new RegExp(`\\b(${BE}${ADV}\\s+(?:a\\s+)?(?:paying\\s+|proud\\s+)?member\\s+(?:of|at))\\s+${OBJ}`, 'i'), claim: fact('member_of', { objectType: 'organization' }) },
  // "I track my budget in Google Sheets", "we manage tickets with Jira": a tool in use.
  // ("The Hendersons keep their boat at Plymouth marina", "I park my car in the garage": where one's own thing is kept is
  // one place at a time.)
  { name: 'keeps-at', re: /\b((?:keep|keeps|kept|moor|moors|moored|park|parks|store|stores|stable|stables)\s+(?:my|our|his|her|their|the)\s+((?:[a-z-]+\s+)?(?:boat|yacht|dinghy|narrowboat|canoe|kayak|car|van|campervan|caravan|motorhome|bike|bikes|bicycle|motorbike|motorcycle|scooter|horse|horses|pony|plane|glider|trailer))\s+(?:at|in))\s+((?:the\s+)?(?:[\p{L}'-]+\s+){0,3}(?:marina|harbour|harbor|garage|shed|stables?|yard|boatyard|car park|lock-up|storage|barn|dock|mooring|club|port|hangar|airfield|basin|wharf|quay)\b)/iu, claim: (m) => ({
    attribute: `kept_at:${singular(m[2]!.toLowerCase().split(/\s+/).at(-1)!)}`, value: normalizeValue(m[3]!), factType: 'fact', confidence: 0.85, object: m[3]!, objectType: 'place',
  }) },
  // ("I support Leeds United", "he supports Arsenal": the team one follows, one at a time.)
  { name: 'supports-team', re: /\b((?:support|supports|supporting|follow|follows)(?:\s+(?:now|mostly|mainly))?)\s+(?!(?:the\s+)?(?:idea|decision|plan|proposal|change|move|policy|cause|bill|motion)\b)((?:the\s+)?\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3})(?=\s*(?:$|[.,;!?]|\s+(?:now|these|this|since|and|but|because|instead|again|too|for|from|in|at|with|every)\b))/u, claim: (m) => ({ attribute: 'supports', value: normalizeValue(m[2]!), factType: 'fact', confidence: 0.8, object: m[2]!, objectType: 'organization' }) },
  { name: 'tool', re: /\b((?:track|tracks|tracking|manage|manages|managing|keep|keeps|log|logs|plan|plans|organi[sz]e|organi[sz]es|store|stores|write|writes|edit|edits|do|does)\s+(?:my|our|the|all|his|her|their)?\s*[a-z]+(?:\s+[a-z]+)?\s+(?:in|with|using|on)\s+(?:a\s+|an\s+|the\s+)?)(\p{Lu}.*)/u, claim: (m) => {
      const claim = fact('uses', { objectType: 'product', confidence: 0.75 })(m);
      return claim && { ...claim, value: claim.value.replace(/\s+(?:spreadsheet|doc|document|app|notebook|file|board)s?$/, '') };
    } },
  // "Jonas codes in Neovim", "she programs in Rust": the editor or language someone writes code with.
  { name: 'codes-in', re: /\b((?:code|codes|coding|coded|program|programs|programming|programmed)\s+(?:in|with|using))\s+(\p{Lu}.*)/u, claim: fact('uses', { objectType: 'product', confidence: 0.75 }) },
  { name: 'drives', re: /\b((?:drive|drives|driving|drove|ride|rides|riding))\s+(?=(?:an?|the|my|his|her|their|our)\s)(?!the\s+(?:kids|children|car)\b)(.+)/i, claim: fact('drives', { objectType: 'product', confidence: 0.8 }) },
  // ("Mia's school play is on 12 April": the noun, before a verb, is no playing.)
  { name: 'plays', re: /\b((?:play|plays))\s+(?!(?:\S+\s+){0,3}(?:role|part|game)s?\b|it\b|with\b|along\b|around\b|down\b|out\b|up\b|(?:is|was|will|has|starts|opens|moved|got)\b)(.+)/i, claim: fact('plays', { confidence: 0.8 }) },
  { name: 'uses', re: /\b((?:uses|use|using|used to use))\s+(.+)/i, claim: fact('uses', { objectType: 'product', confidence: 0.75 }) },
  { name: 'owns', re: /\b((?:owns|own|bought|purchased))\s+(.+)/i, claim: (m) => {
      // "Sven owns the billing migration": who is responsible for a piece of work (a role, held by the subject).
      if (/^(?:owns|own)$/i.test(m[1]!) && /^the\s+(?:[a-z-]+\s+){0,3}(?:migration|project|rollout|launch|release|budget|roadmap|process|review|backlog|integration|relationship|account|program|initiative|workstream|epic|feature|service|pipeline|report|deck|plan|effort|task|ticket|incident|audit|hiring|onboarding|app|website|site|codebase|repo|repository|platform|api|dashboard|component|module|library|newsletter|podcast|blog|docs|documentation|wiki|runbook|on-call rota|rota)\b/i.test(last(m))) {
        // ("owns the billing service now that Dana moved teams": the thing owned ends before why.)
        const role = normalizeValue(last(m).split(/\s+(?:now that|since|because|as|after|while|from today|from now on|as of)\b/i)[0]!);
        // (Owned or run by someone: one slot, however said ("is owned by Grace").)
        return role ? { attribute: 'led_by', value: role, factType: 'fact', confidence: 0.85, object: last(m), roleHolder: true, transition: true } : undefined;
      }
      return fact('owns', { objectType: 'product', confidence: 0.8 })(m);
    } },
  { name: 'born', re: /\b((?:was|were)\s+born\s+(?:in|on))\s+(.+)/i, claim: fact('born_in', { objectType: 'place' }) },
  // ("will speak at the summit", "speaks to the board": a talk given, not a language.)
  { name: 'speaks', re: /\b((?:speaks|speak))\s+(?!(?:at|to|with|on|about|for|in|up|out|of|from|during|after|before|again|highly|well)\b)(.+)/i, claim: fact('speaks', { confidence: 0.8 }) },
  // ("now study Mandarin": a language studied is one learned, as "learning Korean" says.)
  { name: 'studies', re: /\b((?:studies|study|studying|studied)(?:\s+at)?)\s+(.+)/i, claim: (m) => {
      const claim = fact('studies', { confidence: 0.8 })(m);
      const language = /^(\p{Lu}\p{Ll}+)\b/u.exec(last(m))?.[1];
      return claim && language && LANGUAGES.has(language.toLowerCase()) && !/\bat$/i.test(m[1]!) ? { ...claim, attribute: 'learns', value: language.toLowerCase() } : claim;
    } },
  // Engaged, then married, to the same person: the status is the claim's value, so it changes.
  { name: 'married', re: new RegExp(`\\b(${BE}${ADV}\\s+(married|engaged|divorced from|separated from|dating|seeing)(?:\\s+to)?)\\s+(\\p{Lu}.*)`, 'u'), claim: (m) => {
      const claim = fact('partner', { objectType: 'person' })(m);
      return claim && { ...claim, value: `${m[2]!.toLowerCase().replace(/\s+from$/, '')} ${claim.value}` };
    } },
  { name: 'commutes', re: /\b((?:(?:commute|commutes|commuting)(?:\s+(?:in)?to\s+(?:work|the\s+office|school|college|uni))?|travel to work|go to work|goes to work)\s+(?:by|on|via))\s+(.+)/i, claim: fact('commutes_by', { confidence: 0.8 }) },
  // "I take the bus to work", "now ride it to work": how someone gets to work.
  { name: 'commutes-take', re: /\b((?:take|takes|taking|took|catch|catches|catching|ride|rides|riding|use|uses|using)\s+(?:the|a|an|my|it|his|her)?\s*(bus|train|subway|metro|tube|tram|ferry|e-bike|ebike|bike|bicycle|scooter|motorbike|motorcycle|car|it)\s+to\s+(?:work|the office|school|campus|college|uni))\b/i, claim: (m) => {
      const vehicle = m[2]!.toLowerCase();
      const value = vehicle === 'it' ? (/^rid/i.test(m[1]!) ? 'bike' : '') : /^(?:e-?bike|bicycle)$/.test(vehicle) ? 'bike' : vehicle;
      return value ? { attribute: 'commutes_by', value, factType: 'fact', confidence: 0.8, object: '' } : undefined;
    } },
  { name: 'commutes-verb', re: /\b((cycle|cycles|cycling|bike|bikes|biking|ride|rides|riding|walk|walks|walking|drive|drives|driving)\s+to\s+(?:work|the office|school|campus))/i, claim: (m) => {
      const verb = m[2]!.toLowerCase();
      const value = /^(?:cycl|bik|rid)/.test(verb) ? 'bike' : /^walk/.test(verb) ? 'foot' : 'car';
      return { attribute: 'commutes_by', value, factType: 'fact', confidence: 0.8, object: '' };
    } },
  // "She goes by Ola", "I'd like to be called Sasha at work from now on": the name one prefers to be called.
  { name: 'goes-by', re: /\b((?:goes|go|going|went)\s+by|(?:would|'d)\s+(?:like|prefer|rather)\s+to\s+be\s+(?:called|known\s+as|addressed\s+as)|(?:prefers?|preferred|asks|asked|wants|wanted)\s+to\s+be\s+(?:called|known\s+as|addressed\s+as))\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)(?=\s*(?:[.,;!?(]|$)|\s+(?:at|in|by|from|now|instead|these|on|with)\b)/u, claim: (m) => ({ attribute: 'preferred_name', value: normalizeValue(m[2]!), factType: 'preference', confidence: 0.85, object: m[2]!, transition: /\b(?:now|from now on|instead|going forward)\b/i.test(m.input.slice(m.index)) }) },
  { name: 'age', re: new RegExp(`\\b(${BE}${ADV}\\s+(?:turning\\s+)?)(\\d{1,3})\\s+(?:years?\\s+old|yo)\\b`, 'i'), claim: fact('age') },
  { name: 'has', re: /\b((?:has|have|'ve got|has got|have got))\s+(?!(?:been|to|had|got to|never|just|already|always|no idea|fun|a (?:great|good|lot|bad|hard|nice)|a (?:feeling|hunch|sense|blast|chance|clue|say|point|go|look|think|try))\b)(.+)/i, claim: (m) => {
      // "a new favorite restaurant: Sakura" names a favorite, it does not count one.
      if (/\bfavou?rite\b/i.test(last(m))) return undefined;
      // "$3,000 in savings", "€200 left on the card": an amount held.
      const money = /^(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|over\s+|just over\s+|just under\s+)?([$€£¥]\s?\d[\d,.]*k?|\d[\d,.]*k?\s?(?:dollars|euros|pounds|usd|eur|gbp))\s+(?:in|of|saved|left|on|set aside for)\s+(?:my\s+|our\s+|the\s+)?([a-z][a-z ]{1,30}?)(?:\s+(?:now|account|right now|at the moment))?$/i.exec(last(m));
      if (money) return { attribute: `has:${singular(normalizeValue(money[2]!))}`, value: normalizeValue(money[1]!), factType: 'fact', confidence: 0.8, object: last(m) };
      // "each mailbox has a 50 GB quota", "the van has a 3-litre engine": a measure of one thing, not a count.
      const measure = /^(?:an?\s+)(\d[\d,.]*\s?(?:[a-z]{1,4}\b|-[a-z]+))\s+([a-z][a-z-]*)(?=\s*(?:$|[.,;!?]))/i.exec(last(m));
      if (measure) return { attribute: `size:${singular(measure[2]!.toLowerCase())}`, value: normalizeValue(measure[1]!.replace(/-/, ' ')), factType: 'fact', confidence: 0.8, object: last(m) };
      const counted = countedNoun(last(m));
      if (!counted || counted.count === undefined) return undefined;
      return { attribute: `has:${counted.noun}`, value: String(counted.count), factType: 'fact', confidence: 0.8, object: last(m) };
    } },
  { name: 'headquartered', re: new RegExp(`\\b(${BE}${ADV}\\s+headquartered\\s+in|(?:has|have)\\s+(?:its|their)\\s+(?:headquarters|head office|HQ)\\s+in)\\s+${OBJ}`, 'i'), claim: fact('headquartered_in', { objectType: 'place' }) },
  { name: 'located', re: new RegExp(`\\b(${BE}${ADV}\\s+(?:located|based)\\s+(?:in|at))\\s+${OBJ}`, 'i'), claim: fact('located_in', { objectType: 'place' }) },
  { name: 'led-by', re: new RegExp(`\\b(${BE}${ADV}\\s+(?:led|run|headed|managed|chaired|owned)\\s+by(?:\\s+(?:CEO|CTO|CFO|director|chair|president|founder))?)\\s+((?:the\\s+(?=\\p{Lu}))?\\p{Lu}.*)`, 'u'), claim: fact('led_by', { objectType: 'person' }) },
  { name: 'grade', re: new RegExp(`\\b(${BE}${ADV}\\s+(?:in|starting|entering|going into)\\s+(?:the\\s+)?)((?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|final|last|\\d+(?:st|nd|rd|th))\\s+(?:grade|year|form|class|semester|trimester)|(?:year|grade|form|class|P|S)\\s*\\d{1,2})\\b`, 'i'), claim: fact('grade') },
  // "I teach math at Roosevelt Middle School", "she coaches swimming at Leyton Leisure Centre": where one works.
  { name: 'teaches-at', re: /\b((?:teach|teaches|taught|lecture|lectures|coach|coaches|tutor|tutors|instruct|instructs)(?:\s+(?!at\b)[a-z-]+){0,3}\s+at)\s+(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,4})/u, claim: (m) => fact('works_at', { objectType: 'organization', transition: /^(?:now\b)/i.test(m.input.slice(Math.max(0, m.index - 4), m.index).trim()) })(m) },
  // "I wake up at 7:30", "she goes to bed around 11 pm": a daily time.
  { name: 'routine-midnight', re: /\b((?:wake|wakes|waking|woke|get|gets|getting|got|go|goes|going|went)\s+(up|to bed|to sleep)(?:\s+(?:at|around|by|about))?)\s+(midnight|noon)\b/i, claim: (m) => ({
      attribute: `time:${/up/i.test(m[2]!) ? 'wake up' : 'go to bed'}`, value: /midnight/i.test(m[3]!) ? '00:00' : '12:00', factType: 'fact', confidence: 0.8, object: '', transition: true,
    }) },
  { name: 'routine-time', re: /\b((?:wake|wakes|waking|woke|get|gets|getting|got|go|goes|going|went)\s+(up|to bed|to sleep)(?:\s+(?:at|around|by|about))?)\s+(@date\d+.*)/i, claim: (m) => ({
      attribute: `time:${/up/i.test(m[2]!) ? 'wake up' : 'go to bed'}`, value: 'time', factType: 'fact', confidence: 0.8, object: '', dateValue: true, transition: true,
    }) },
  // "I go to the gym at 7pm", "I've been going to the pool at 6am": the daily time of a place one goes to.
  { name: 'routine-place-time', re: /\b((?:go|goes|going|went|head|heads|heading)\s+(?:to|down\s+to)\s+(?:the\s+)?(gym|pool|office|work|class|church|mosque|temple|synagogue|yoga|pilates|school|college|library|park|allotment|studio|club|track|rink|dojo)(?:\s+(?:every\s+(?:day|morning|evening|night)|daily|most\s+days|on\s+weekdays))?(?:\s+(?:at|around|by|about))?)\s+(@date\d+)(?=\s|$|[.,;!?])/i, claim: (m) => ({
      attribute: `time:go to ${/^(?:work|class|school|college|church|yoga|pilates)$/i.test(m[2]!) ? '' : 'the '}${m[2]!.toLowerCase()}`, value: 'time', factType: 'fact', confidence: 0.8, object: '', dateValue: true, transition: true,
    }) },
  // "I stopped climbing", "she gave up coffee": what someone no longer does; the older claims holding it are updated.
  // ("gave up on Italian": what was given up is Italian.)
  { name: 'stopped', re: /\b((?:stopped|paused|quit|quitting|(?:gave|give|giving|given) up(?:\s+on)?|cut out|no longer do|dropped out of))\s+(?!(?:by|at|in|to|for|and|because|when|after)\b)([a-z].*)/i, claim: (m) => {
      // "I quit CrossFit and now I do yoga instead": what was given up ends where the next clause begins.
      const object = last(m).split(/\s*,\s+|\s+(?:after|because|since|when|due to|for|as|last|this|in|at|on|two|a few|several|today|yesterday|tonight)\b|\s+(?:and|but|so)\s+(?:now\s+|then\s+)?(?:I|we|he|she|they|now)\b/i)[0]!;
      const value = normalizeValue(object);
      // "stopped using Duolingo": what was given up is Duolingo.
      const thing = object.replace(/^(?:using|taking|drinking|eating|buying|watching|going to|visiting|attending|seeing|paying for|subscribing to|doing|playing|practicing|practising|learning|studying|reading|running|riding|driving|teaching)\s+/i, '');
      if (!value || FUNCTION_WORDS.has(value)) return undefined;
      return { attribute: 'stopped', value, factType: 'fact', confidence: 0.8, object, transition: true, replaces: thing };
    } },
  // "I've read 21 books so far", "she has visited 14 countries": a running count.
  { name: 'count-done', re: /\b((?:'ve|have|has)\s+(?:now\s+|already\s+|only\s+|just\s+)?(read|run|done|seen|visited|written|made|won|sold|saved|built|taken|watched|finished|completed|climbed|hiked|published|raised|lost|gained|collected|planted|baked|cooked|played|attended|knitted|painted))\s+((?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|a hundred)\s+.+)/i, claim: (m) => {
      const counted = countedNoun(last(m));
      if (!counted || counted.count === undefined) return undefined;
      return { attribute: `count:${m[2]!.toLowerCase()} ${counted.noun}`, value: String(counted.count), factType: 'fact', confidence: 0.8, object: last(m), transition: true };
    } },


  { name: 'activity', re: /(?<!\b(?:the|a|an|this|that|my|our|his|her|their|your|its)\s)\b((learning|studying|researching|looking into|volunteering (?:at|for|with)|playing|practicing|practising|training for|working on|building|writing|reading))\s+(.+)/i, claim: (m) => {
      const verb = m[2]!.toLowerCase().replace(/^volunteering .*/, 'volunteering');
      const attribute = ({ learning: 'learns', studying: 'learns', researching: 'researches', 'looking into': 'researches', volunteering: 'volunteers_at', playing: 'plays', practicing: 'plays', practising: 'plays', 'training for': 'training_for', 'working on': 'works_on', building: 'works_on', writing: 'writes', reading: 'reads' } as Record<string, string>)[verb] ?? 'does';
      return fact(attribute, { confidence: 0.75, objectType: attribute === 'works_on' ? 'project' : undefined })(m);
    } },
  // Episodes: dated events.
  { name: 'go-doing', re: /\b((?:go|goes|going|went|gone)\s+)((?:camping|hiking|fishing|skiing|snowboarding|surfing|swimming|sailing|kayaking|climbing|bouldering|running|cycling|biking|shopping|dancing|skating|bowling|traveling|travelling|backpacking|horseback riding|birdwatching|jogging)\b.*)/i, claim: dated('went') },
  { name: 'visited', re: /\b((?:visited|toured|explored))\s+(.+)/i, claim: dated('visited', 'place') },
  { name: 'attended', re: /\b((?:attended|went to see|saw|watched|participated in|spoke at|presented at|performed at))\s+(.+)/i, claim: dated('attended') },
  { name: 'went', re: /\b((?:went|travell?ed|flew|drove|headed|got back from|returned from|came back from)(?:\s+back)?\s+(?:to|from)?)\s*(?!(?:fully\s+|completely\s+|totally\s+|strictly\s+)?(?:vegan|vegetarian|pescatarian|keto|paleo|flexitarian|plant-based|gluten-free|dairy-free|sober|freelance|part-time|full-time|remote|back to work)\b)(.+)/i, claim: dated('went_to', 'place') },
  { name: 'met', re: /\b((?:met|met up with|caught up with|had (?:lunch|dinner|coffee|a call|a meeting) with|ran into))\s+(.+)/i, claim: dated('met', 'person') },
  { name: 'did', re: /\b((?:celebrated|graduated from|finished|completed|launched|shipped|released|started|adopted|won|lost|ran|hiked|painted|signed up for|signed))\s+(?![a-z]+ing\b)(.+)/i, claim: (m) => dated(m[1]!.toLowerCase().replace(/\s+/g, '_'))(m) },

  // Identity and state, last: "is" is the weakest signal.
  // "Hannah is a product manager at Spotify": where she works (the role stays in the sentence).
  // "Olivia Grant is our account manager from Salesforce": a vendor's or partner's person, named by where they work.
  { name: 'is-our-role-from', re: new RegExp(`\\b(${BE}${ADV}\\s+(?:our|your|their|my)\\s+(?:[a-z-]+\\s+){0,3}?(?:${ROLE_WORDS})\\s+from)\\s+(\\p{Lu}.*)`, 'u'), claim: (m) => {
      const claim = fact('works_at', { objectType: 'organization', confidence: 0.8 })(m);
      const role = normalizeValue(m[1]!.replace(new RegExp(`^${BE}${ADV}\\s+(?:our|your|their|my)\\s+`, 'i'), '').replace(/\s+from$/i, ''));
      return claim && role ? { ...claim, also: [{ attribute: 'role', value: role }] } : claim;
    } },
  { name: 'is-role-at', re: new RegExp(`\\b((?:${BE}|(?:'ve|have|has)\\s+been)${ADV}\\s+(?:an?|the|our|my|their|his|her)\\s+(?:[A-Za-z-]+\\s+){0,3}?(?:${ROLE_WORDS}|VP|SVP|EVP|CEO|CTO|CFO|COO|CMO|CPO|(?!(?:customer|shopper|user|passenger|subscriber|buyer|borrower|reader|viewer|listener|follower|supporter|visitor|volunteer|regular|donor|patient|player|performer|speaker|winner|finalist|contributor|commenter|blogger|poster)\\b)${AGENT_NOUN})(?:\\s+of\\s+[a-z-]+(?:\\s+[a-z-]+)?)?\\s+(?:at|with|for)(?:\\s+(?:a|an)\\s+(?:[a-z-]+\\s+){0,2}?(?:called|named)|\\s+the(?=\\s+\\p{Lu}))?)\\s+(\\p{Lu}.*)`, 'u'), claim: (m) => {
      const claim = fact('works_at', { objectType: 'organization', confidence: 0.85 })(m);
      // The job title is a claim of its own: a promotion changes it, a new employer the other.
      // ("a line cook at a restaurant called Nopa": the employer is the name.)
      const role = normalizeValue(m[1]!.replace(new RegExp(`^(?:${BE}|(?:'ve|have|has)\\s+been)${ADV}\\s+(?:an?|the)\\s+`, 'i'), '').replace(/\s+(?:at|with|for)(?:\s+(?:a|an)\s+(?:[a-z-]+\s+){0,2}?(?:called|named)|\s+the)?$/i, ''));
      return claim && role ? { ...claim, also: [{ attribute: 'role', value: role }] } : claim;
    } },
  // "the guest wifi password is sunflower24", "my Discord handle is nightowl_7": a secret, a code or a name to type in.
  { name: 'is-code', re: /(?<=\b(?:password|passcode|passphrase|pin|code|username|user name|handle|login|extension|ssid|network name|gamertag))\s+((?:is|was|'s)(?:\s+now)?)\s+([^\s.,;!?]+)\s*[.!]?\s*$/i, claim: fact('is', { confidence: 0.85 }) },
  // "the staging server is staging-1.internal", "the build agent is ci-runner-04", "the docs live at docs.acme.io"
  // aside: a host, an identifier or a version string (letters with digits, dots or dashes) is the value as written (the
  // sentence's own full stop is none: "the newsletter is now monthly.").
  { name: 'is-identifier', re: /(?<=\b[a-z]+)\s+((?:is|was|'s)(?:\s+now)?)\s+((?=[\w.-]*[a-z])(?=[\w.-]*(?:\d|[._-]\w))[a-z0-9][\w-]*(?:\.[\w-]+)*)\s*[.!]?\s*$/, claim: fact('is', { confidence: 0.8 }) },
  // "My personal best is 24 minutes", "The rent is $1,200 a month", "the exam is worth 40% of the grade": a number or an amount.
  { name: 'is-amount', re: new RegExp(`\\b(${BE}${ADV}(?:\\s+(?:down to|up to|worth|at|around|about|roughly|only|just|to\\s+(?:read|run|walk|save|lose|hit|reach|get|do|write|visit|learn|finish|complete|raise|sell|make)(?:\\s+(?:about|around|at least))?))?)\\s+((?:[$€£¥]\\s?\\d|\\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|a thousand)\\b).*)`, 'i'), claim: (m) => {
      const object = last(m);
      const value = normalizeValue(object);
      if (!value) return undefined;
      // "is at 200 Market Street": an address, not an amount (the place rules say it).
      if (/^\d{1,5}[a-z]?\s+\p{Lu}\p{Ll}/u.test(object)) return undefined;
      // ("is at 4th floor, Vision Towers, Baner Road": a floor of a building is where it is.)
      if (/^\d{1,3}(?:st|nd|rd|th)\s+floor\b/i.test(object)) return undefined;
      // "I'm up to 2.5 liters of water a day": the same claim as "I drink 1 liter of water a day".
      const rate = /[$€£¥]/.test(object) ? undefined : rateClaim(object);
      if (rate) return rate;
      return { attribute: /[$€£¥]/.test(object) ? 'costs' : 'level', value, factType: 'fact', confidence: 0.8, object };
    } },
  // "Priya Nair is the project lead", "Marco Rossi took over as project lead", "Ana was named CEO": who holds a role.
  // "Marco is our drummer", "Dr Ruiz is the new dentist": one who does a thing for the group (an agent noun) is a role too.
  { name: 'role-holder', re: new RegExp(`\\b((?:${BE}${ADV}\\s+(?:the|our|their|its)\\s+(?:[a-z]+'s\\s+)?(?:new\\s+|current\\s+|acting\\s+|interim\\s+)?|(?:took over|takes over|is taking over|stepped in|steps in|has stepped in|was named|was appointed|has been appointed|has been named|was elected|has been elected|was re-elected|has been re-elected|was reappointed|was re-appointed|remains|was voted in as|became|becomes|was promoted to|will be|(?:is|'s)(?=\\s+(?:chair|chairman|chairwoman|chairperson|captain|head coach|treasurer|secretary|president|headteacher|head teacher|principal|mayor|editor-in-chief)\\b))\\s+(?:as\\s+)?(?:the\\s+|our\\s+|their\\s+|its\\s+)?(?:new\\s+|acting\\s+|interim\\s+)?))((?:[a-z-]+\\s+){0,3}(?:${NAMED_ROLES}|${AGENT_NOUN})(?:-[a-z]+){0,3}(?:\\s+(?:of|for|on)\\s+(?:the\\s+)?[\\p{L}\\p{N} -]{1,30}?)?)(?=\\s*$|[,.;!]|\\s+(?:from|since|after|as of|in|on|at|and|now|replacing|unopposed|unanimously|again|effective|today|yesterday|@date\\d+)\\b)`, 'iu'), claim: (m) => {
      // "Zara is the head of sales at Pipedrive": a person's job at a company (is-role-at), not a role of the namespace.
      if (/^\s+(?:at|with|for)\s+\p{Lu}/u.test(m.input.slice(m.index + m[0].length))) return undefined;
      // ("Ines Moreau is the team's goalkeeper": the team's goalkeeper is the role.)
      const owner = /\b([a-z]+)'s\s+(?:new\s+|current\s+|acting\s+|interim\s+)?$/i.exec(m[1]!)?.[1];
      const role = normalizeValue(owner ? `${owner} ${last(m)}` : last(m));
      if (!role) return undefined;
      // A role known only by its ending ("drummer") is one after "the"/"our" and written in lower case: "will be written
      // in Flutter" names no role.
      const head = last(m).split(/\s+(?:of|for|on)\s+/i)[0]!.split(/\s+/).at(-1)!.split('-')[0]!;
      if (!ROLE_HEADS.test(head) && (!/^\p{Ll}+$/u.test(head) || !/\b(?:the|our|their|its)\s+(?:[a-z]+'s\s+)?(?:new\s+|current\s+|acting\s+|interim\s+)?$/i.test(m[1]!) || last(m).split(/\s+/).some((w) => /^\p{Lu}/u.test(w) && w !== head))) return undefined;
      const from = /\bfrom\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)/u.exec(m.input.slice(m.index + m[0].length));
      return { attribute: 'held_by', value: role, factType: 'fact', confidence: 0.85, object: last(m), roleHolder: true, transition: true, replaces: from?.[1] };
    } },
  // "Tom Wilde is head of people", "Ana is now CEO": a role known by name, said without an article (a rule of its own:
  // "they're so much softer" must not match a role rule and decline, which would block the clause's generic reading).
  { name: 'role-holder-bare', re: new RegExp(`\\b(${BE}${ADV}\\s+(?:new\\s+|acting\\s+|interim\\s+)?)((?:head|chair|chairperson|ceo|cto|cfo|coo|cmo|president|captain|coach|editor|treasurer|secretary|principal|director|manager|lead|leader|owner|host)(?:-[a-z]+){0,3}(?:\\s+(?:of|for)\\s+(?:the\\s+)?[\\p{L}\\p{N} -]{1,30}?)?)(?=\\s*$|[,.;!]|\\s+(?:from|since|after|as of|in|on|at|and|now|replacing)\\b)`, 'iu'), claim: (m) => {
      if (/^\s+(?:at|with|for)\s+\p{Lu}/u.test(m.input.slice(m.index + m[0].length))) return undefined;
      const role = normalizeValue(last(m));
      return role ? { attribute: 'held_by', value: role, factType: 'fact', confidence: 0.8, object: last(m), roleHolder: true, transition: true } : undefined;
    } },
  { name: 'is-a', re: new RegExp(`\\b(${BE}${ADV}\\s+(?:an?|the|one of the))\\s+${OBJ}`, 'i'), claim: fact('is', { confidence: 0.75 }) },
  // ("on our Fibre 100 package", "on the 15GB plan": a name with a number is a plan's name too.)
  { name: 'is-on', re: new RegExp(`\\b(${BE}${ADV}\\s+on(?:\\s+(?:the|a|an|my|our))?)\\s+([\\p{Lu}\\p{N}][\\p{L}\\p{N}&.'-]*(?:\\s+[\\p{Lu}\\p{N}][\\p{L}\\p{N}&.'-]*){0,2}(?:'s)?(?:\\s+[a-z]+){0,2}\\s+(?:plan|tier|tariff|contract|subscription|network|diet|medication|team|shift|package|bundle|membership))\\b`, 'u'), claim: (m) => {
      const claim = fact('uses', { objectType: 'product', confidence: 0.75 })(m);
      // "Spotify's free tier": the tier is the value ("upgraded to Spotify Premium" changes it); a carrier's plan is the carrier.
      const tier = /^(.+?)(?:'s)?\s+((?:[a-z]+\s+){0,2})(?:tier|plan)$/.exec(m[2]!);
      if (claim && tier && tier[2]) return { ...claim, value: normalizeValue(`${tier[1]} ${tier[2]}`) };
      return claim && { ...claim, value: normalizeValue(m[2]!.replace(/'s\b.*$/, '').replace(/\s+(?:[a-z]+\s+){0,2}(?:plan|tier|tariff|contract|subscription|network|package|bundle|membership)$/, '')) };
    } },
  // "I'm on Verizon and the bill is too high", "we're on Google Workspace": a provider one is with (a street or a beach
  // one is on is no provider).
  { name: 'on-provider', re: new RegExp(`(?<=^\\s*(?:I|[Ww]e)\\s*)((?:'m|am|'re|are)${ADV}\\s+on)\\s+(\\p{Lu}[\\p{L}&.'+-]*(?:\\s+\\p{Lu}[\\p{L}&.'+-]*){0,2})(?=\\s+(?:now|and|but|so|because|these days)\\b|\\s*[.,;!?]|\\s*$)`, 'u'), claim: (m) => {
      if (/\b(?:Street|St|Road|Rd|Avenue|Ave|Lane|Drive|Boulevard|Way|Beach|Island|Line|Floor|Level|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\.?$/.test(m[2]!)) return undefined;
      return fact('uses', { objectType: 'product', confidence: 0.75, transition: /\bnow\b/i.test(m.input) })(m);
    } },
  // "I'm at Puma now", "I'm now at Shopify", "Olu Adeyemi is now at Paystack": where one says one is, as a change that
  // lasts, is where one works ("I'm
  // at Heathrow now, boarding soon" is a stay).
  { name: 'at-org-now', re: new RegExp(`(?<=^\\s*(?:I|(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\\.?\\s+)?\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}[\\p{L}'-]+){0,2}\\s+|(?:[Ss]he|[Hh]e)\\s*))((?:'m|am|is|'s)${ADV}\\s+at)\\s+(\\p{Lu}[\\p{L}&.'-]*(?:\\s+\\p{Lu}[\\p{L}&.'-]*){0,3})(?=\\s+now\\b|\\s*[.,;!?]|\\s*$)`, 'u'), claim: (m) => {
      // (Of someone else, only "is now at": "Olu is at Heathrow now" says where he is today.)
      if (/^(?:is|'s)\b/.test(m[1]!) && !/\b(?:now|currently)\b/.test(m[1]!)) return undefined;
      if (!/\bnow\b/.test(m.input) || /\b(?:boarding|flight|gate|terminal|airport|station|hotel|hospital|conference|festival|party|match|game|concert|for the (?:day|night|weekend|week)|right now|at the moment|today|tonight)\b/i.test(m.input)) return undefined;
      // ("She is now at Elmfield House, 23 Cold Bath Road, Harrogate": a place with a street address is where one lives.)
      if (/^\s*,\s*(?:(?:flat|apt|apartment|unit|room)\s+\w+,\s*)?\d{1,5}[a-z]?\s+\p{Lu}/iu.test(m.input.slice(m.index + m[0].length))) return fact('lives_in', { objectType: 'place', transition: true })(m);
      return fact('works_at', { objectType: 'organization', transition: true })(m);
    } },
  { name: 'is-in', re: new RegExp(`\\b(${BE}${ADV}\\s+(?:in|at))\\s+(\\p{Lu}.*|\\d{1,5}[a-z]?\\s+\\p{Lu}.*|the\\s+\\p{Lu}[\\p{L}'-]*(?:\\s+\\p{Lu}[\\p{L}'-]*){0,3}(?:\\s+in\\s+\\p{Lu}[\\p{L}'-]*(?:\\s+\\p{Lu}[\\p{L}'-]*)?)?(?=\\s*(?:[.,;!?]|$)))`, 'u'), claim: fact('located_in', { objectType: 'place', confidence: 0.75 }) },
  // "the dress code is business formal", "the default language is French": what a setting of a thing is set to (a
  // word that names a setting only; "the weather is nice" says no such thing).
  { name: 'setting-is', re: /(?<=\b(?:[Tt]he|[Oo]ur|[Tt]heir|[Ii]ts|[Mm]y|(?:[Tt]his|[Nn]ext|[Ll]ast)\s+year's)\s+(?:[a-z-]+\s+){0,2}(?:code|policy|format|theme|mode|style|setting|default|tier|plan|language|currency|timezone|time zone|scheme|layout|setup|standard|uniform|rule|colou?r scheme)\s+)((?:is|are)(?:\s+now)?(?:\s+set\s+to)?)\s+((?!(?:a|an|the|not|no|very|too|so|really|quite|still|also|being|going|based|in|on|at|for|to|from|by|with|about|over|under|available|ready|done|important|great|good|bad|nice|fine|ok|okay|simple|easy|hard|clear|unclear|confusing|changing|changed|different|same|new|old|here|there|up|out|due|open|closed|live|strict|relaxed|enforced|optional|mandatory|required)\b)[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)(?=\s*(?:[.;!?,]|$)|\s+(?:now|again|from|starting|until|for|on|in|at|since)\b|\s+@date\d)/, claim: fact('set_to', { confidence: 0.8 }) },
  { name: 'is-name', re: new RegExp(`\\b(${BE}${ADV})\\s+(\\p{Lu}[\\p{L}.'-]*(?:/\\p{Lu}[\\p{L}_-]*)?(?:\\s+(?:&\\s+)?\\p{Lu}[\\p{L}.'-]*){0,3})(?=\\s*$|[,;!]|\\.(?:\\s|$)|\\s+(?:after|since|because|from|as of|at|in|on|for|now|again|until|starting|instead|rather|replacing|this|last)\\b|\\s+@date\\d)`, 'u'), claim: fact('is', { objectType: 'person', confidence: 0.75 }) },
  // "my visa is valid until 30 June 2024", "the offer is good through Friday": until when it holds.
  { name: 'valid-until', re: new RegExp(`\\b(${BE}${ADV}\\s+(?:valid|good|active|open|available|in force|on hold|paused|frozen|suspended)\\s+(?:until|till|through|thru|to))\\s+(@date\\d.*)`, 'i'), claim: () => ({ attribute: 'scheduled_for', value: 'date', factType: 'fact', confidence: 0.8, object: '', dateValue: true }) },
  { name: 'is-at-time', re: new RegExp(`\\b(${BE}${ADV}(?:\\s+(?:at|on|for))?)\\s+(@date\\d.*)`, 'i'), claim: () => ({ attribute: 'scheduled_for', value: 'date', factType: 'fact', confidence: 0.8, object: '', dateValue: true }) },
  // "My hair is short and curly now", "Nia's car is red": a plain description of something someone has.
  { name: 'is-adjective', re: new RegExp(`\\b(${BE}${ADV}(?:\\s+(?:very|really|quite|pretty|fairly|still))?)\\s+((?!(?:a|an|the|not|no|so|too|going|being|getting|here|there|it|this|that|on|in|at|to|from|for|with|about|over|done|back|up|down|out|off)\\b)[a-z]+(?<!ing)(?:(?:,\\s*|\\s+and\\s+)[a-z]+(?<!ing))?)\\s*(?:now|these days|again)?\\s*[.!]?\\s*$`), claim: (m) => {
      // ("the soup of the day is tomato", "the theme is jungle": a definite thing's value said in one word, where the thing
      // is one that holds a value ("X of the day", a theme, a flavour, a pick); "the heat is intense" is a remark, and "the
      // parcel is delivered" a state, read by is-participle.)
      if (!/^(?:.*\s)?(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|\p{Lu}[\p{L}-]*'s)\s+[a-z]+(?:\s+[a-z]+)?\s*$/u.test(m.input.slice(0, m.index)) && (!/^(?:.*\s)?[Tt]he\s+(?:[a-z]+\s+of\s+the\s+[a-z]+|(?:[a-z]+\s+){0,2}(?:special|dish|flavou?r|theme|topic|colou?r|pick|choice|default|venue|location|destination|motto|slogan|dress code|winner|mascot|password|code))\s*$/u.test(m.input.slice(0, m.index)) || /(?:ed|en)$/.test(m[2]!))) return undefined;
      return fact('is', { confidence: 0.7 })(m);
    } },
  // "delivery is free on orders over $50", "the gym is open until 10pm on weekdays": a state with what it holds for.
  { name: 'is-state-for', re: new RegExp(`\\b(${BE}${ADV})\\s+((?:free|closed|open|available|mandatory|optional|required|included|discounted|allowed|banned|forbidden|capped|limited)\\s+(?:on|for|with|in|at|after|before|until|till|over|under|from|to|during)\\s+\\S.*)`, 'i'), claim: fact('status', { confidence: 0.7 }) },
  // "Order 4471 is now shipped", "the house is sold": a thing's state, said as a participle (not a feeling: "excited").
  { name: 'is-participle', re: new RegExp(`\\b((?:is|are)${ADV})\\s+([a-z]{3,}(?:ed|en)|sold|built|paid|shut|set)\\s*[.!]?\\s*$`, 'i'), claim: (m) => {
      const before = m.input.slice(0, m.index).trim();
      if (!before || /\b(?:I|we|you|he|she|they|it|this|that|there|which|who)$/i.test(before) || NOT_A_STATE.test(m[2]!)) return undefined;
      return { attribute: 'status', value: m[2]!.toLowerCase(), factType: 'fact', confidence: 0.7, object: '' };
    } },
  { name: 'is-state', re: new RegExp(`\\b((?:${BE}|went|gone|turned|became|become|have become|has become|'ve gone|'ve become|am now|is now)${ADV}(?:\\s+(?:fully|completely|totally|mostly|strictly))?\\s+(?:on hold|open(?!\\s+(?:to|about|with|for|minded|-minded|at|from|until|till|between|on|daily|every|late|early|\\d)\\b|\\s+@)|pending|in progress|active|inactive|overdue|delayed|late|behind schedule|ahead of schedule|on track|cancelled|done|finished|complete|completed|live|launched|paused|blocked|over budget|pregnant|retired|single|divorced|vegan|vegetarian|pescatarian|keto|paleo|flexitarian|plant-based|gluten-free|dairy-free|sober|sick|unemployed))\\b()`, 'i'), claim: (m) => ({
      attribute: 'status', value: normalizeValue(m[1]!.replace(new RegExp(`^(?:${BE}|went|gone|turned|became|become|have become|has become|'ve gone|'ve become|am now|is now)${ADV}(?:\\s+(?:fully|completely|totally|mostly|strictly))?\\s+`, 'i'), '')), factType: 'fact', confidence: 0.7, object: '',
    }) },
];
