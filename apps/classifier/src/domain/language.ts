// Natural-language detection: function words first, tinyld (pure JS n-gram model, no network or native code) second.
//
// Why not tinyld alone: on short or technical English it guesses wildly. Acronyms and gene names pull it to Berber,
// Greek letters to Greek, "Bye Joanna! Take care!" to Romanian; on SciFact abstracts it labelled one in seven
// something other than English. A wrong label costs more than a missing one: the keyword index stems a document in
// its label's language. So:
// - Non-Latin scripts decide between the languages written in them (tinyld restricted to those), or by the script
//   alone (Hangul is Korean, kana is Japanese).
// - Latin script: the frequent function words of each language are counted ("the", "and", "with" against "der",
//   "und", "mit"). Another language wins only when clearly and confidently ahead of English; tinyld then only picks
//   among the languages whose function words were seen (Danish vs Norwegian, Spanish vs Portuguese).
// - Latin text without telling function words (titles, lists, jargon, code, names, abbreviations) is English when it
//   is plain ASCII, and otherwise only what tinyld is sure of on enough letters; else unknown.
import { detectAll, supportedLanguages, toISO2 } from 'tinyld/heavy';

/**
 * How "unknown" travels in a Classification's `language` (a plain string on the wire and in @engram/core's type).
 * It is not an ISO 639-1 code: APIs must show it as null (see `languageOrNull`).
 */
export const UNDETERMINED = 'und';

/** Enough text to decide; longer inputs only cost time. */
const MAX_SAMPLE = 4000;
/** A verdict from function words needs at least this many of them and letters. */
const MIN_FUNCTION_WORDS = 2;
const MIN_LETTERS_FOR_FUNCTION_WORDS = 12;
/** tinyld alone (no function words to go by) decides only on this many letters with this confidence. */
const MIN_LETTERS_FOR_NGRAMS = 30;
const MIN_NGRAM_ACCURACY = 0.5;

/**
 * Frequent function words (and for English, the commonest chat words) per Latin-script language. Words shared by
 * several languages ("in", "die", "de") count for each of them, so they never open a gap between two languages.
 */
const FUNCTION_WORDS: Record<string, string> = {
  en: `the of and to a an in is it its it's that this these those was were are be been being for on with as by at from
    or but not have has had do does did done i you he she we they me him her us them my your his our their which who
    whom whose what when where why how there here than then so if into about after before between over under through
    during can could will would should may might must shall no yes all any some more most other such only also very
    just each both i'm don't doesn't didn't isn't aren't wasn't can't won't i've i'll we're you're they're that's
    there's let's hi hello hey thanks thank please bye ok okay yeah yep nope sure cool wow great haha lol ya u see
    gonna wanna gotta per via vs etc`,
  de: `der die das den dem des und ist nicht ein eine einer eines einem einen mit von zu zum zur auf für ich sie er es
    wir ihr sich auch als wie bei nach aus oder aber noch nur wird werden wurde wurden sind war hat haben hatte kann
    können muss soll dass daß im am vom beim diese dieser dieses durch über unter mehr sehr schon immer wenn weil was
    wer wo man kein keine nein ja mein meine dein sein seine ihre uns euch dann hier jetzt doch bitte danke gibt`,
  fr: `le la les de des du un une et est sont en dans pour par sur avec ne pas que qui ce cette ces il elle ils elles
    nous vous je tu on au aux se son sa ses leur leurs mais ou où plus très été être avoir ont était fait comme tout
    tous aussi bien lui moi toi même sans entre après avant chez oui non merci bonjour déjà encore c'est j'ai qu'il`,
  es: `el la los las de del y que en un una unos unas es son por para con no se su sus al lo como más pero este esta
    estos estas ese esa muy ya también fue ha han hay está están ser estar yo tú él ella nosotros ellos ellas me te le
    les nos mi tu qué cuando donde porque sí gracias hola sin sobre entre hasta desde todo todos`,
  it: `il lo la i gli le di del della dei degli delle da dal dalla in con su per tra fra un uno una e è che non si sono
    ha hanno era essere anche come più ma questo questa quello quella nel nella nei al alla ai alle mi ti ci vi io tu
    lui lei noi voi loro mio suo molto già sempre perché quando dove grazie ciao sì`,
  pt: `o a os as de do da dos das em no na nos nas um uma uns umas e é que não se com por para pelo pela mais mas ou
    como seu sua seus suas ele ela eles elas eu você nós foi são está estão ser estar ter tem têm muito também já isso
    isto este esta esse essa ao aos à às quando onde porque sim obrigado obrigada`,
  nl: `de het een en van in is dat die op te met voor zijn niet aan er om ook als maar bij of uit naar nog wel geen dan
    wat wordt worden werd heeft hebben had ik je jij hij zij ze wij we mijn haar ons deze dit door over tot kan moet
    zal zou veel meer nu hier daar waar wie hoe ja nee bedankt`,
  da: `og i at det der den de en et til er som på med for af har ikke var jeg han hun vi du sig men om fra så kan vil
    skal blev være havde hvor hvad når også eller efter mod over under meget nu her ham hende dem min din sin deres jo
    nej tak hej`,
  no: `og i det er på som en et til av for med at har ikke var jeg han hun vi du seg men om fra så kan vil skal ble blir
    være hadde hvor hva når også eller etter mot over under meget mye nå her ham henne dem min din sin deres jo nei
    takk hei ikkje eg`,
  sv: `och i att det som en ett på är av för med till den har de inte om var jag han hon vi du sig men från så kan vill
    ska skulle blev bli vara hade där vad när också eller efter mot över under mycket nu här honom henne dem min din
    sin deras ja nej tack hej`,
  fi: `ja on ei se että oli ovat olla hän me te he minä sinä mutta tai kun jos niin kuin myös vain tämä tuo nämä ne
    joka jotka mitä mikä kanssa sitten nyt vielä jo ole olen olet olemme kiitos moi hei`,
  ro: `și în de la cu pe nu din care este sunt a al ale ai o un unei unui pentru că se mai ca dar sau fost fi el ea ei
    ele eu noi voi lor lui acest această aceasta acesta foarte cum când unde da mulțumesc`,
  hu: `a az és hogy nem is egy van volt meg de csak már még mint vagy ez azt ezt ha kell lesz nagyon igen köszönöm szia
    én te ő mi ti ők aki ami mert majd itt ott pedig sem`,
  tr: `ve bir bu da de için ile çok ne o ben sen biz siz onlar var yok daha gibi kadar ama ya veya mi mı mu mü şey olan
    olarak değil her en sonra önce evet hayır teşekkür merhaba`,
  pl: `i w z na się nie do to że jest o od po jak ale co tak za dla a są by był była było ja ty on ona my wy oni mnie go
    jej ich ten ta te tego tym już może tylko bardzo także oraz czy gdy dziękuję cześć`,
  cs: `a je se v na to že s z do o i k jsem jsou ale jak tak by byl byla bylo pro od po za co ten ta tento této tohoto
    také jen už ještě velmi nebo když protože já ty on ona my vy oni mě mi jeho její jejich děkuji ahoj není`,
  sk: `a je sa v na to že s z do o i k som sú ale ako tak by bol bola bolo pre od po za čo ten táto tento aj len už
    ešte veľmi alebo keď pretože ja ty on ona my vy oni mňa mi jeho jej ich ďakujem ahoj nie`,
  hr: `i je u na se da za od do s sa su a ali kao što to ne ni iz o po bi bio bila biti sam smo ste ja ti on ona mi vi
    oni ovo taj ta koji koja koje kada gdje jer samo još već vrlo hvala`,
  sr: `i je u na se da za od do s sa su a ali kao što to ne ni iz o po bi bio bila biti sam smo ste ja ti on ona mi vi
    oni ovo taj ta koji koja koje kada gde jer samo još već veoma šta hvala`,
  sl: `in je v na se da za od do z s so pa ki ko kot to ne iz o po bi bil bila biti sem smo ste jaz ti on ona mi vi oni
    tudi samo še že zelo hvala ali`,
  et: `ja on ei see et ka oli olid mis kes kui aga või ma sa ta me te nad minu sinu tema meie siis nüüd veel juba ainult
    väga kõik tänan aitäh tere`,
  lv: `un ir ar no uz par kas ka bet vai es tu viņš viņa mēs jūs viņi bija būt arī tikai ļoti paldies jā nē`,
  lt: `ir yra kad su į iš ne tai bet kaip jis ji jie aš tu mes jūs buvo būti apie per prie už kuris kuri taip labai ačiū
    dar jau tik`,
  id: `yang dan di ke dari ini itu dengan untuk tidak akan pada juga dalam saya kamu anda dia kami kita mereka ada
    adalah atau tetapi sudah belum bisa boleh karena kerana terima kasih`,
  ca: `el la els les de del i que en un una és són per amb no es al com més però o aquest aquesta molt ja també va ha
    han jo tu ell ella nosaltres ells meu seu quan on perquè sí gràcies hola`,
  tl: `ang ng sa mga na at ay ko mo siya ako ikaw kami tayo sila hindi oo po ito iyan iyon para kung pero din rin lang
    naman salamat`,
  sw: `na ya wa kwa ni za la katika hii huo kama lakini au si mimi wewe yeye sisi ninyi wao sana asante habari ndiyo
    hapana`,
  af: `die en van is nie het in te dat op vir met wat om as ook sy hy ek jy ons julle hulle was sal kan maar of by uit na
    nog baie dankie ja nee`,
  eo: `la kaj de en estas ne al por kun mi vi li ŝi ni ili sed aŭ ke kiu kio tiu ĉi pli tre dankon saluton estis estos`,
  vi: `và của là có không được những các cho trong một người này với đã để tôi bạn anh chị em họ chúng cũng như khi
    thì sẽ đang rất nhiều cảm ơn`,
};

/** Languages tinyld can tell apart; among the others (Catalan, Croatian, Slovenian) function words decide alone. */
const NGRAM_LANGUAGES = new Set(supportedLanguages.map(toISO2));

const LANGUAGES_OF_WORD = new Map<string, string[]>();
for (const [lang, list] of Object.entries(FUNCTION_WORDS)) {
  for (const w of new Set(list.split(/\s+/).filter(Boolean))) {
    const entry = LANGUAGES_OF_WORD.get(w);
    if (entry) entry.push(lang);
    else LANGUAGES_OF_WORD.set(w, [lang]);
  }
}

/** Scripts that name their language outright; others are shared and left to tinyld among the script's languages. */
const SCRIPTS: Array<{ name: string; re: RegExp; language?: string; candidates?: string[] }> = [
  { name: 'kana', re: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu, language: 'ja' },
  { name: 'han', re: /\p{Script=Han}/gu, language: 'zh', candidates: ['zh', 'ja'] },
  { name: 'hangul', re: /\p{Script=Hangul}/gu, language: 'ko' },
  { name: 'greek', re: /\p{Script=Greek}/gu, language: 'el' },
  { name: 'cyrillic', re: /\p{Script=Cyrillic}/gu, candidates: ['ru', 'uk', 'bg', 'sr', 'mk', 'be', 'kk', 'mn', 'tt'] },
  { name: 'arabic', re: /\p{Script=Arabic}/gu, candidates: ['ar', 'fa', 'ur'] },
  { name: 'hebrew', re: /\p{Script=Hebrew}/gu, language: 'he', candidates: ['he', 'yi'] },
  { name: 'devanagari', re: /\p{Script=Devanagari}/gu, language: 'hi' },
  { name: 'thai', re: /\p{Script=Thai}/gu, language: 'th' },
  { name: 'armenian', re: /\p{Script=Armenian}/gu, language: 'hy' },
  { name: 'georgian', re: /\p{Script=Georgian}/gu, language: 'ka' },
  { name: 'bengali', re: /\p{Script=Bengali}/gu, language: 'bn' },
  { name: 'tamil', re: /\p{Script=Tamil}/gu, language: 'ta' },
  { name: 'telugu', re: /\p{Script=Telugu}/gu, language: 'te' },
  { name: 'kannada', re: /\p{Script=Kannada}/gu, language: 'kn' },
  { name: 'gujarati', re: /\p{Script=Gujarati}/gu, language: 'gu' },
  { name: 'khmer', re: /\p{Script=Khmer}/gu, language: 'km' },
  { name: 'myanmar', re: /\p{Script=Myanmar}/gu, language: 'my' },
  { name: 'ethiopic', re: /\p{Script=Ethiopic}/gu, language: 'am' },
];

export { languageOrNull } from '@engram/core';

/**
 * ISO 639-1 code of the dominant language, or null when the text gives no basis for one (no letters, or a non-English
 * Latin-script text too short or too mixed to tell). Plain-ASCII Latin text without another language's function
 * words is English: a short, technical or list-like English text is far more common here than such a foreign one.
 */
export function detectLanguage(text: string): string | null {
  const sample = cleanSample(text);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return null;
  const latin = sample.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (latin * 2 < letters) return nonLatin(sample, letters);
  return latinLanguage(sample, latin);
}

function cleanSample(text: string): string {
  return text
    .slice(0, MAX_SAMPLE * 4) // bounded work on huge inputs; what the cleaning removes is rarely most of it
    .replace(/```[\s\S]*?```/g, ' ') // code blocks are not natural language
    // URLs, addresses, redaction placeholders; the lookbehind anchors at token starts to keep this linear
    .replace(/https?:\/\/\S+|(?<!\S)\S+@\S+|\[[a-z_]+\]/g, ' ')
    .replace(/\s+/g, ' ')
    .slice(0, MAX_SAMPLE);
}

function nonLatin(sample: string, letters: number): string | null {
  let best: (typeof SCRIPTS)[number] | undefined;
  let bestCount = 0;
  for (const s of SCRIPTS) {
    const n = sample.match(s.re)?.length ?? 0;
    if (n > bestCount) [best, bestCount] = [s, n];
  }
  if (!best || bestCount * 5 < letters) return null;
  // Japanese mixes kanji and kana; any real share of kana makes Han text Japanese.
  if (best.name === 'han' && (sample.match(SCRIPTS[0]!.re)?.length ?? 0) * 10 >= letters) return 'ja';
  if (!best.candidates) return best.language ?? null;
  const [first, second] = detectAll(sample, { only: best.candidates });
  if (first && first.accuracy >= 0.05 && first.accuracy >= 1.3 * (second?.accuracy ?? 0)) return first.lang;
  return best.language ?? null;
}

function latinLanguage(sample: string, latin: number): string | null {
  const ascii = sample.match(/[A-Za-z]/g)?.length ?? 0;
  // Plain ASCII is English unless function words say otherwise; a few accents (a café, a name) are English too when
  // nothing foreign leads and tinyld is unsure.
  const plain = ascii >= latin * 0.97;
  const tokens = sample.toLowerCase().replace(/[’‘]/g, "'").match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
  const hits = new Map<string, number>();
  let englishOnly = 0;
  for (const t of tokens) {
    // In plain ASCII, single letters are variables, initials and list markers more often than Czech "v" or Italian "e".
    if (plain && t.length === 1) continue;
    // Romanian is written with either comma or cedilla below s and t.
    const w = t.replace(/ş/g, 'ș').replace(/ţ/g, 'ț');
    const langs = LANGUAGES_OF_WORD.get(w);
    if (!langs) continue;
    for (const lang of langs) hits.set(lang, (hits.get(lang) ?? 0) + 1);
    if (langs.length === 1 && langs[0] === 'en') englishOnly++;
  }
  const en = hits.get('en') ?? 0;
  let other = 0;
  let leader = '';
  for (const [lang, n] of hits) if (lang !== 'en' && n > other) [leader, other] = [lang, n];
  const englishOrNull = plain || (en >= other && ascii >= latin * 0.9) ? 'en' : null;

  // English leads, with words of its own: a tie of shared words ("a", "in") alone does not count.
  if (en > 0 && en >= other && englishOnly > 0) return 'en';
  // Another language's function words lead. Which of the languages sharing them (Danish or Norwegian, Spanish or
  // Portuguese) is tinyld's call, among those close to the leader's count.
  const close = [...hits].filter(([lang, n]) => lang !== 'en' && n * 4 >= other * 3).map(([lang]) => lang);
  // Two function words in plain ASCII ("see ya") are too little on their own; accents or a third one make it clear.
  const enough = plain ? MIN_FUNCTION_WORDS + 1 : MIN_FUNCTION_WORDS;
  if (other >= enough && other >= 2 * en + 1 && latin >= MIN_LETTERS_FOR_FUNCTION_WORDS) {
    const known = close.filter((lang) => NGRAM_LANGUAGES.has(lang));
    const aloneAhead = close.every((lang) => lang === leader || (hits.get(lang) ?? 0) < other);
    if (known.length < 2 || (!NGRAM_LANGUAGES.has(leader) && aloneAhead)) return leader;
    return detectAll(sample, { only: known })[0]?.lang ?? leader;
  }
  // Ahead but not clearly, or no telling function words at all (titles, keyword lists, jargon, names, code): plain
  // ASCII is English; otherwise the n-gram model decides, if sure on enough text.
  if (latin >= MIN_LETTERS_FOR_NGRAMS && (!plain || (other >= MIN_FUNCTION_WORDS && other > en))) {
    const [first] = other >= MIN_FUNCTION_WORDS ? detectAll(sample, { only: ['en', ...close] }) : detectAll(sample);
    if (first && first.lang !== 'en' && first.accuracy >= MIN_NGRAM_ACCURACY && /^[a-z]{2}$/.test(first.lang)) {
      return first.lang;
    }
  }
  return englishOrNull;
}
