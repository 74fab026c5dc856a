// What kind of thing a well-known product or service is: two values of one kind held by one subject are one choice
// said two ways ("I browse with Chrome", later "I switched my browser to Firefox"), so a change of one replaces the
// other even when different verbs gave them different attributes (relate.ts). Short and conservative: a name goes in
// only when it names one kind of product nearly everywhere ("Signal", "Notion" yes; "Target", "Apple" no).
const KINDS: Record<string, readonly string[]> = {
  browser: ['chrome', 'google chrome', 'firefox', 'mozilla firefox', 'safari', 'microsoft edge', 'vivaldi', 'chromium'],
  messaging: ['whatsapp', 'signal', 'telegram', 'imessage', 'facebook messenger', 'messenger', 'wechat', 'viber', 'discord'],
  'team chat': ['slack', 'microsoft teams', 'mattermost', 'rocket.chat', 'zulip', 'google chat'],
  'video calls': ['zoom', 'google meet', 'webex', 'skype', 'whereby', 'facetime', 'gotomeeting'],
  'code editor': ['vs code', 'vscode', 'visual studio code', 'sublime text', 'sublime', 'vim', 'neovim', 'emacs', 'intellij', 'intellij idea', 'pycharm', 'webstorm', 'zed', 'xcode', 'android studio', 'notepad++'],
  notes: ['evernote', 'onenote', 'notion', 'obsidian', 'apple notes', 'google keep', 'roam', 'roam research', 'logseq', 'simplenote', 'joplin'],
  'password manager': ['lastpass', '1password', 'bitwarden', 'dashlane', 'keepass', 'keepassxc', 'nordpass', 'proton pass'],
  'music streaming': ['spotify', 'apple music', 'tidal', 'deezer', 'youtube music', 'amazon music', 'pandora', 'soundcloud'],
  'video streaming': ['netflix', 'hulu', 'disney+', 'disney plus', 'hbo max', 'prime video', 'amazon prime video', 'peacock', 'paramount+', 'apple tv+'],
  'ci service': ['jenkins', 'github actions', 'gitlab ci', 'circleci', 'travis ci', 'travis', 'buildkite', 'teamcity', 'bamboo', 'azure pipelines'],
  database: ['postgresql', 'postgres', 'mysql', 'mariadb', 'mongodb', 'sqlite', 'oracle database', 'sql server', 'dynamodb', 'cassandra', 'cockroachdb', 'redis', 'couchdb', 'firestore', 'supabase', 'planetscale'],
  'cloud provider': ['aws', 'amazon web services', 'gcp', 'google cloud', 'azure', 'microsoft azure', 'digitalocean', 'linode', 'hetzner', 'heroku', 'vercel', 'netlify', 'cloudflare pages', 'fly io', 'render com', 'railway app'],
  'issue tracker': ['jira', 'linear', 'asana', 'trello', 'clickup', 'monday.com', 'youtrack', 'basecamp', 'github issues'],
  payroll: ['adp', 'gusto', 'rippling', 'deel', 'paychex', 'justworks', 'paylocity', 'remote.com'],
  crm: ['salesforce', 'hubspot', 'pipedrive', 'zoho crm', 'attio'],
  'product analytics': ['mixpanel', 'amplitude', 'posthog', 'google analytics', 'plausible', 'matomo'],
  monitoring: ['datadog', 'grafana', 'new relic', 'prometheus', 'splunk', 'sentry', 'honeycomb', 'dynatrace'],
  'email service': ['gmail', 'outlook', 'proton mail', 'protonmail', 'fastmail', 'yahoo mail', 'icloud mail'],
  'design tool': ['figma', 'sketch', 'adobe xd', 'canva', 'penpot', 'invision', 'affinity designer'],
  'cloud storage': ['dropbox', 'google drive', 'onedrive', 'icloud drive', 'pcloud'],
  'phone os': ['ios', 'android'],
  phone: ['iphone', 'google pixel', 'oneplus', 'xperia', 'fairphone', 'nothing phone'],
  bike: ['trek', 'canyon', 'specialized', 'cannondale', 'giant', 'cervelo', 'brompton', 'bianchi', 'pinarello', 'santa cruz', 'vanmoof', 'cowboy'],
  'game console': ['xbox', 'xbox one', 'xbox series x', 'xbox series s', 'playstation', 'playstation 4', 'playstation 5', 'ps4', 'ps5', 'nintendo switch', 'steam deck', 'wii u', 'pc gaming', 'gaming pc'],
  laptop: ['thinkpad', 'macbook', 'macbook air', 'macbook pro', 'chromebook', 'dell xps', 'xps', 'surface laptop', 'zenbook', 'framework laptop', 'spectre', 'latitude'],
  'car brand': ['toyota', 'honda', 'tesla', 'ford', 'chevrolet', 'chevy', 'bmw', 'audi', 'mercedes', 'volkswagen', 'vw', 'subaru', 'mazda', 'hyundai', 'kia', 'nissan', 'volvo', 'polestar', 'rivian', 'jeep', 'lexus', 'porsche', 'skoda', 'renault', 'peugeot', 'fiat'],
  car: ['civic', 'accord', 'corolla', 'camry', 'prius', 'rav4', 'model 3', 'model y', 'model s', 'model x', 'f-150', 'outback', 'forester', 'crosstrek', 'cr-v', 'mx-5', 'miata', 'ioniq 5', 'niro', 'xc40', 'xc60', 'wrangler', 'id.4'],
  headphones: ['bose', 'airpods', 'airpods pro', 'airpods max', 'sennheiser', 'beats', 'jabra', 'wh-1000xm4', 'wh-1000xm5', 'sony wh-1000xm4', 'sony wh-1000xm5', 'galaxy buds', 'pixel buds'],
  'e-reader': ['kindle', 'kobo', 'nook', 'remarkable', 'boox'],
  'smartwatch': ['apple watch', 'fitbit', 'garmin', 'galaxy watch', 'pixel watch', 'whoop', 'oura', 'oura ring'],
  'language app': ['duolingo', 'babbel', 'rosetta stone', 'memrise', 'busuu', 'pimsleur'],
  'meal kit': ['hellofresh', 'blue apron', 'home chef', 'green chef'],
  'ride hailing': ['uber', 'lyft', 'bolt ride', 'grab'],
  bank: ['wells fargo', 'bank of america', 'citibank', 'barclays', 'hsbc', 'monzo', 'revolut', 'n26', 'chime', 'ally bank', 'capital one'],
  'mobile carrier': ['verizon', 't-mobile', 'at&t', 'vodafone', 'o2', 'mint mobile', 'google fi'],
  'gym chain': ["gold's gym", 'golds gym', 'planet fitness', 'equinox', 'la fitness', 'anytime fitness', '24 hour fitness', 'crunch fitness', 'orangetheory', 'puregym'],
  'coffee shop': ['starbucks', 'blue bottle', 'sightglass', 'peet\'s', 'peets', 'dunkin', 'costa', 'tim hortons', 'philz', 'intelligentsia', 'stumptown'],
  'running shoes': ['hoka', 'hoka one one', 'hoka clifton', 'hoka cliftons', 'cliftons', 'nike pegasus', 'pegasus', 'vaporfly', 'alphafly', 'brooks ghost', 'brooks glycerin', 'gel-kayano', 'novablast', 'saucony ride', 'saucony endorphin', 'ultraboost', 'cloudmonster', 'speedgoat', 'nike invincible'],
  // Genres whose names say nothing else ("house", "country", "pop", "rock" alone name other things too).
  'music genre': ['jazz', 'classical music', 'reggaeton', 'afrobeats', 'afrobeat', 'salsa', 'blues', 'soul music', 'r&b', 'grime', 'drill', 'indie rock', 'indie pop', 'metal', 'lo-fi', 'lofi', 'lo-fi beats', 'lo-fi hip hop', 'hip hop', 'hip-hop', 'techno', 'ambient music', 'heavy metal', 'reggae', 'punk rock', 'edm', 'k-pop', 'opera', 'synthwave', 'bossa nova', 'dubstep', 'trance music', 'drum and bass', 'pop music', 'rock music', 'country music', 'folk music', 'house music', 'white noise', 'film scores', 'movie soundtracks'],
  'api style': ['rest', 'restful', 'graphql', 'grpc', 'soap', 'json-rpc', 'trpc', 'openapi'],
  wine: ['riesling', 'pinot noir', 'pinot grigio', 'pinot gris', 'merlot', 'chardonnay', 'sauvignon blanc', 'cabernet sauvignon', 'cabernet', 'malbec', 'rioja', 'prosecco', 'champagne', 'shiraz', 'syrah', 'zinfandel', 'chianti', 'tempranillo', 'grenache', 'sangiovese', 'gewurztraminer', 'moscato', 'chenin blanc', 'albarino', 'gruner veltliner', 'red wine', 'white wine', 'rose wine', 'sparkling wine'],
  tea: ['green tea', 'black tea', 'white tea', 'rooibos', 'rooibos tea', 'chamomile', 'chamomile tea', 'earl grey', 'matcha', 'oolong', 'peppermint tea', 'mint tea', 'herbal tea', 'english breakfast', 'english breakfast tea', 'chai', 'chai tea', 'jasmine tea', 'sencha', 'darjeeling', 'assam', 'yerba mate', 'hibiscus tea'],
  'coffee drink': ['espresso', 'latte', 'oat latte', 'cappuccino', 'flat white', 'cortado', 'americano', 'cold brew', 'mocha', 'macchiato', 'drip coffee', 'black coffee', 'filter coffee', 'pour-over', 'pour over', 'iced coffee', 'decaf'],
  'book genre': ['crime novels', 'crime fiction', 'historical fiction', 'literary fiction', 'science fiction', 'sci-fi novels', 'fantasy novels', 'romance novels', 'thrillers', 'psychological thrillers', 'biographies', 'memoirs', 'poetry', 'graphic novels', 'young adult fiction', 'horror novels', 'mystery novels', 'cosy mysteries', 'cozy mysteries', 'non-fiction', 'nonfiction', 'self-help books', 'manga'],
  'operating system': ['macos', 'linux', 'ubuntu', 'fedora', 'debian', 'arch linux', 'chromeos'],
};

/** Phone models whose brand word alone is too common to list ("pixel", "galaxy"). */
const PHONE_MODEL = /\b(?:pixel \d+[a-z]?|galaxy [sazn]\d+|iphone)\b/i;

const BY_NAME = new Map<string, string>();
for (const [kind, names] of Object.entries(KINDS)) for (const name of names) BY_NAME.set(name, kind);
const LONGEST = Math.max(...[...BY_NAME.keys()].map((n) => n.split(' ').length));

/**
 * The kind of product a normalized value names, read from its longest known name ("tesla model 3" -> car brand via
 * "tesla"; "model 3" alone -> car; "iphone 11" -> phone), or undefined. A phone model and a car model count as their
 * brand's kind too, so "iphone 11" and "pixel 8" are both phones.
 */
export function valueKind(value: string): string | undefined {
  if (PHONE_MODEL.test(value)) return 'phone';
  const words = value.toLowerCase().replace(/[“”"]/g, '').split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 6) return undefined;
  for (let n = Math.min(LONGEST, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const kind = BY_NAME.get(words.slice(i, i + n).join(' '));
      if (kind) return kind === 'car brand' ? 'car' : kind;
    }
  }
  return undefined;
}

/**
 * Things chosen by their variety ("oat milk" or "cow's milk" in one's coffee, a window or an aisle seat): two values
 * with one of these as their head noun are one choice, as two products of one kind are.
 */
const VARIETY_NOUNS = new Set(['milk', 'coffee', 'tea', 'seat', 'diet', 'shift', 'plan', 'tier', 'membership', 'subscription', 'mattress', 'pillow', 'bread', 'sweetener', 'creamer', 'cereal', 'shampoo', 'toothpaste', 'detergent', 'fuel']);

/** `variety:<noun>` for "regular cow's milk in my coffee" (2-4 words before any place or time), else undefined. */
export function varietyKind(value: string): string | undefined {
  const words = value.toLowerCase().split(/\s+(?:in|on|at|for|with|from|during|before|after|every|each|per)\s+/)[0]!.split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 4) return undefined;
  const head = words.at(-1)!.replace(/s$/, '');
  return VARIETY_NOUNS.has(head) ? `variety:${head}` : undefined;
}
