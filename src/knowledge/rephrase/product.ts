/**
 * Rephrasings (see ../rephrase.ts): what the template is and includes: its stack, bundle and performance, components,
 * sections and pages, docs, updates, accessibility, the popups, reviews, and how it compares with other kits. Each
 * pattern says where it came from and what it had answered before.
 */

/**
 * The time the template saves, asked as the work it replaces ("how many months of coding does the template
 * replace", "roughly how many weeks of work does this replace", "how many months of building does this spare me"):
 * the site says "3-6 months Development time saved", and "replace" and "spare" are words it never says.
 */
export const timeItSaves =
  /\bhow (?:many|much) (?:months|weeks|days|hours|time)(?: of (?:(?:dev|development|developer|engineering) )?(?:work|coding|building|development|dev|programming|effort))? (?:does|will|would|could|can) (?:it|this|the template|launchkit|the kit) (?:replace|spare|save)\b/gi

/**
 * What the template would cost another way, asked as hiring or building it ("what's it worth if i hired someone to
 * build it", stop 74, had the Professional card through "build"; "what would this cost if I had it built from
 * scratch" was unsure): the site says how much development cost it saves. Only with the other way named after it: "what
 * is it worth" alone is the value the site lists already, and "how much would an agency charge for this" is asked of
 * the licence.
 */
export const costToBuild =
  /\b(?:what(?:'s|’s| is| would be)? (?:it|this|that|the template|launchkit) worth|how much (?:is (?:it|this|that) worth|would (?:it|this|that) (?:cost|be)|would (?:a|an) (?:developer|dev|freelancer|agency|designer) charge)|what would (?:it|this|that) cost|what would (?:a|an) (?:developer|dev|freelancer|agency|designer) charge)\b(?=.*\b(?:hire|hired|hiring|from scratch|myself|ourselves|someone|somebody|had it built|have it built|had this built|have this built|built it|build it|build this|build something|build one|make it|make this|make something)\b)/gi

/**
 * More plans on the visitor's pricing table are its content ("can i add more pricing plans", stop 74, had the agent's
 * comparison, "Pricing confusion"): prices and plans live in the content files.
 */
export const morePlans =
  /\b(?:add|create|have|show) (?:more|another|extra|additional|a fourth|a 4th|new|my own) (?:pricing |price )(?:plans?|tiers?|cards?|columns?|options?)\b|\b(?:add|create) (?:more|another|extra|additional|a fourth|a 4th|new) (?:plans?|tiers?) (?:to|in|on) (?:the|my|our) pricing(?: table| section| page| block)?\b/gi

/**
 * A block that compares plans is the template's pricing table ("is there a ready made plans comparison block", "a
 * ready made section for comparing plans", set 233): "comparison" had the agent page's "with and without the agent".
 */
export const plansComparison =
  /\b(?:(?:plans?|pricing|price|tiers?) comparison (?:blocks?|sections?|components?|tables?|grids?|widgets?)|comparison (?:blocks?|sections?|components?|tables?|grids?|widgets?) (?:for|of) (?:the )?(?:plans|pricing|prices|tiers)|(?:blocks?|sections?|components?|tables?|grids?|widgets?) (?:for|to|that) compar(?:e|es|ing) (?:the |your |my )?(?:plans|pricing|prices|tiers))\b/gi

/**
 * "js" and "ts" are JavaScript and TypeScript ("how heavy is the js it ships", "written in ts?"): the search drops
 * two-letter words, as the spec's ranking does. Not a framework's suffix ("next.js", "next js", "node js"), which
 * chat.yaml's phrases read as that framework.
 */
export const shortLanguageNames = /(?<![.-]|\b(?:next|node|vue|nuxt|react|express|angular) )\b(?:js|ts)\b(?![.-])/gi

/**
 * The policies a visitor names when asking whether their pages come with the template ("are the policy pages like
 * terms and privacy included", "is there a privacy policy template included"): the template's pages, "from home to
 * policies", not our own privacy policy, which they named and which came first.
 */
export const policyNames = /\b(?:privacy policy|privacy|terms of service|terms and conditions|terms of use|terms)\b/gi
export const pageOrTemplate = /\b(?:pages?|templates?)\b/i
export const comesWith =
  /\b(?:included|include|includes|already made|ready[- ]made|come with|comes with|ships? with)\b/i
export const asksForPages = (question: string) =>
  /\b(?:page|policy) templates?\b|\btemplates? (?:for|like) (?:the |a |an )?(?:privacy|terms)\b/i.test(question) ||
  (pageOrTemplate.test(question) && comesWith.test(question))

/**
 * "Bundled" as a verb is included ("which icon set is bundled", "is an icon library bundled with it"): its stem is the
 * bundle's, so the template-and-agent bundle answered. The bundle itself ("what's in the bundle") is a noun, and stays.
 */
export const bundledVerb = /\b(?:(?:is|are|comes?|come|gets?|get) bundled|bundled (?:with|in|into))\b/gi

/**
 * Kilobytes measure the bundle the site weighs in KB ("kb of javascript shipped on the landing page"): "kb" is two
 * letters, a length the search drops, so the question hung on "landing page" and had the agent's comparison.
 */
export const kilobytes = /\b(?:kbs?|kilobytes?)\b/gi

/**
 * Documentation of the components' API is the docs' reference of component props ("is there api documentation for
 * the components"): "api" is the AI provider's key to the search, and had the documentation's overview.
 */
export const componentApiDocs = /\bapi (?:docs|documentation|reference)\b/gi
export const aboutComponents = (question: string) => /\bcomponents?\b|\bprops\b/i.test(question)

/**
 * React's server components ask how pages are rendered: prerendered to static HTML ("does the template use server
 * components" had the chat's privacy, through "server").
 */
export const serverComponents = /\b(?:react )?server components?\b/gi

/**
 * "Someone just bought" is how visitors name the recent-purchase notices (Did you mean: the words are everyday ones).
 */
export const justBought = /\b(?:someone|somebody|a person) (?:just )?(?:bought|purchased)\b/gi

/**
 * A page that works without JavaScript is a prerendered one ("does it work without javascript" had the agent's
 * "works without a key"): pages are static HTML first. Not the visitor's own knowledge ("without javascript skills").
 */
export const withoutScript =
  /\b(?:without|with no|no) javascript(?! (?:knowledge|experience|skills?|background))\b|\bjavascript (?:disabled|turned off|switched off|off|blocked)\b/gi

/**
 * A template still maintained, not abandoned, is one that gets updates ("how do i know the template is being updated
 * and not abandoned" had a "Did you mean"): the site says "lifetime updates", never "maintained" or "abandoned".
 */
export const maintained =
  /\b(?:abandoned|abandonware|discontinued|a dead project|(?:still|actively|being|regularly|well) (?:maintained|developed|updated|worked on))\b/gi

/**
 * AA or AAA compliance is the accessibility standard the site meets, WCAG 2.2 AA ("aa or aaa compliance" was declined:
 * "aa" is too short a word to search, and "aaa" a word the site never says).
 */
export const conformance =
  /\b(?:wcag )?a{2,3}(?: or a{2,3})? (?:compliance|compliant|conformance|conformant|level|standard|rating|accessibility)\b/gi

/** How many sections asks about the landing sections ("how many sections does the homepage have": Did you mean). */
export const howManySections = /\bhow many sections\b/gi

/**
 * What is new in the latest version, or what changed between versions, asks for the changelog ("whats new in the
 * latest version" had the download FAQ, "where can I read what changed between versions" the terms' changes); so do
 * release notes, words no page says.
 */
export const whatsNew =
  /\bwhat(?:'s| is|s)? new in (?:the )?(?:latest|newest|last|current|next|new|recent|most recent) (?:version|release|update)\b|\bwhat(?:'s| has)? changed (?:between|in|across|since|from) (?:the )?(?:(?:latest|newest|last|current|recent|each|every|one|two) )?(?:versions?|releases?|updates?)(?: \d+(?:\.\d+)*)?|\brelease notes\b/gi

/**
 * Understanding or following the code is whether it is readable ("would a junior dev on my team understand the code"
 * had the agencies' team licence; "could a bootcamp grad understand this codebase", set 233, was declined).
 */
export const readsTheCode =
  /\b(?:understand|follow|read|grasp|get into|work with|find their way (?:in|around)) (?:the|this|your|its|that) (?:code|codebase|source(?: code)?)\b/gi

/** Case studies are success stories ("do you have case studies from agencies" had a "Did you mean"). */
export const caseStudies = /\bcase[ -]stud(?:y|ies)\b/gi

/** React hooks are React ("does the template use hooks" had the page templates): "hooks" is a word no page says. */
export const hooks = /\b(?:react )?hooks\b(?! (?:into|up|to)\b)/gi

/**
 * A window that popped up as the visitor left is the exit-intent offer ("what's that window that popped up when I
 * tried to leave" was declined): leaving is said in everyday words, and the offer names only its plan.
 */
export const whenLeaving =
  /\b(?:when|as|while|before|after) (?:i|you|we|visitors?|people|users|someone|i'm|i was) (?:(?:tried|try|tries|trying|was trying|were trying|wanted|want|went|go|was about|am about|moved?) to )?(?:leave|leaving|left|exit|exiting|close|closing|quit)\b(?: (?:the |your |this )?(?:page|site|website|tab))?/gi
export const aboutAPopup = (question: string) =>
  /\b(?:pop ?ups?|popped|pops|window|box|dialog|modal|overlay|offer|discount|deal|banner)\b/i.test(question)

/**
 * The JavaScript payload is the bundle's size ("how big is the js payload on the homepage" was declined): "payload" is
 * a word the site never says.
 */
export const payload = /\b(?:javascript |js )?payloads?\b/gi

/** tsconfig holds the TypeScript settings ("strict mode on in tsconfig?" had a "Did you mean"). */
export const tsconfig = /\btsconfig(?:\.json)?\b/gi

/**
 * Whether updates cover or bring something asks what the licence's updates include ("do updates cover new page
 * templates too" had the Professional plan): every future update of the product bought.
 */
export const updatesCover =
  /\b(?:do|does|will|would) (?:the |future |lifetime |free )?updates (?:cover|include|contain|bring|add|come with)\b/gi

/**
 * A throttled or mobile network is a slow connection, which chat.yaml reads as performance ("what's the lcp like on a
 * throttled 4g connection" had a "Did you mean": "throttled" and "4g" are words the site never says).
 */
export const slowNetwork =
  /\b(?:(?:throttled|slow|slower|bad|poor|weak|patchy|flaky|spotty|mobile|cellular) )?(?:[2345]g|lte)(?: (?:connection|network|internet|data))?\b|\b(?:throttled|patchy|flaky|spotty|(?:slow|bad|poor|weak) (?:rural |village |countryside |home |mobile )?|rural) (?:connections?|networks?|internet|wifi|wi-fi|broadband)\b/gi

/**
 * A tool's one-digit version asks which version of it the template uses ("typescript 5?", stop 74, had the clean
 * TypeScript card, not the stack that says "TypeScript 5"): the search drops one-digit numbers, as the site's are
 * too, so the question is the version it names in words. Only of the tools whose versions the site states: "tailwind
 * v4" is no version the site gives.
 */
export const oneDigitVersion =
  /\b(typescript|react|node(?:\.?js)?|npm|yarn) v?\d(?:\.x|\.\d+)?(?: or v?\d(?:\.x|\.\d+)?)?(?![\w.])/gi

/**
 * The browsers the template guarantees are those it supports ("what browsers do you guarantee", stop 74, had the
 * money-back guarantee): only asked of browsers or devices (aboutBrowsers).
 */
export const guarantees = /\b(?:guarantee|guaranteed|guarantees|promise|promised|certify|certified)\b/gi
export const aboutBrowsers = (question: string) =>
  /\b(?:browsers?|chrome|firefox|safari|edge|devices?|phones?|tablets?)\b/i.test(question) &&
  !/\b(?:refund|money|money-back|30|days?)\b/i.test(question)

/**
 * A linting or formatting "setup" is the one the template has set up ("what linting setup does it have", stop 74, had
 * "Did you mean": "setup" weighed toward the setup guide).
 */
export const lintSetup =
  /\b(linting|lint|linter|formatting|formatter|eslint|prettier)(?: and (?:formatting|linting|formatter|linter))? (?:setup|set-up|config|configuration|configs|rules)\b/gi

/** "ver" is a version ("node ver", "reactjs ver": a "Did you mean"), and "reactjs" is React. */
export const verShort = /\bver\b\.?/gi
export const reactJs = /\breact\.?js\b/gi

/**
 * A site built with it, to be shown or seen, is the live preview ("can you show me a site built with it" had the
 * commercial-use page, through "built" and "site").
 */
export const builtWithIt =
  /\b(?:show(?: me)?|see|any|are there|list|share) (?:a |an |some |any )?(?:real |live )?(?:sites?|websites?|pages?|examples?|showcase|demos?)(?: (?:built|made|created|done|live))? (?:with|using|on) (?:it|this|launchkit|the template)\b/gi

/**
 * The template running live, or a working copy of it, is the live preview ("what url shows the template running
 * live", set 233, had the download FAQ; "where can i see it running" the setup guide). Not running on the visitor's
 * own machine, which is the dev server.
 */
export const runningLive =
  /\b(?:(?:the template|it|launchkit|the theme|the site|the pages) (?:running|working) (?:live|online)|(?:a |the )?(?:working|running|live) (?:version|copy|instance|example) of (?:it|the template|launchkit|the theme)|see (?:it|the template|launchkit) (?:running|working)(?: live| online)?)\b(?! (?:locally|in|on (?:my|our|localhost|a|the))\b)/gi

/**
 * A news section, or publishing articles, is a blog ("can i publish articles with it, like a news section", set 233,
 * was declined), which chat.yaml reads as the page templates.
 */
export const blogByOtherName =
  /\b(?:a |an )?(?:news|articles?|blog ?posts?|press) (?:section|page|area|feed|listing)\b|\b(?:publish|post|run|host) (?:articles|blog posts|news(?: items| stories| posts)?|stories)\b/gi

/**
 * How fast other buyers launched is what the testimonials and the home page say ("how fast did other customers
 * launch" had the commercial-use page, through "customers"): they ship "in days".
 */
export const othersLaunched =
  /\bhow (?:fast|quickly|soon|long)(?: did| do| does| have| has)?(?: it take)? (?:other |your |existing |real )?(?:customers|buyers|users|people|clients|developers|founders)(?: to)? (?:launch|ship|go live|get live)(?:ed)?\b/gi

/**
 * Looking at the source before paying is trying it before buying ("is there any way to look at the source before
 * paying" had the licence terms, through "source").
 */
export const sourceFirst =
  /\b(?:look at|see|view|inspect|browse|check|read|peek at|review)(?: the)? (?:source(?: code)?|code|codebase|repo)(?= (?:before|prior to) (?:paying|buying|i buy|i pay|purchase|purchasing|checkout)\b)/gi

/** A codebase is the code ("does the codebase use typescript strict mode" had a "Did you mean": a word no page says). */
export const codebase = /\bcode ?bases?\b/gi

/**
 * Another starter is another template, not the Starter plan ("what makes it faster than a typical starter" had the
 * Starter plan).
 */
export const otherStarters =
  /\b(?:a |an |the |any |other )?(?:typical|usual|average|regular|normal|generic|other|free|open[- ]source|basic|most|many) starters?(?: (?:templates?|kits?|projects?|repos?))?\b/gi

/**
 * Faster than something is how fast the pages are ("what makes it faster than a typical starter" had "Ready to launch
 * faster?"), unless the question is about launching, shipping or building sooner; and only said of the template ("is
 * rust faster than go" is declined).
 */
export const faster = /\b(?:faster|quicker|speedier)\b/gi
export const aboutLoading = (question: string) =>
  /\b(?:it|this|launchkit|template|site|page|pages)\b/i.test(question) &&
  !/\b(?:launch\w*|ship\w*|live|deliver\w*|set ?up|setup|install\w*|build\w*|done|finish\w*|develop\w*|support|reply|replies|respond\w*|answers?|refunds?|download\w*)\b/i.test(
    question,
  )

/**
 * A knock-off or copy of another kit asks how the template compares with it ("is this just a Tailwind UI knockoff" was
 * declined): the word judges, and names nothing the site says.
 */
export const knockOff = /\s*\b(?:knock-?offs?|rip-?offs?|copycats?|clones?)\b(?= *[?.!]*$)/gi

/**
 * A builder's or shop's theme asks what the template is made of ("is it a wordpress theme" was declined): the page
 * that says so is the technologies. Only what it is, not a version for one ("is there a wordpress version").
 */
export const platformTheme =
  /\b(?:is|isn't|isnt) (?:it|this|launchkit|the template) (?:just )?(?:a|an) (?:wordpress|shopify|wix|squarespace|webflow|drupal|joomla|ghost|hugo|jekyll|gatsby|bootstrap) (?:theme|template|plugin|site)\b/gi

/**
 * Poor eyesight and low vision are what the accessibility card's contrast and screen reader serve ("is it accessible
 * for older people with poor eyesight" was declined: "eyesight" is a word no page says).
 */
export const lowVision =
  /\b(?:(?:poor|bad|weak|failing|low|limited|impaired) (?:eyesight|vision|sight)|visually impaired|partially sighted|vision impair(?:ed|ment)|blind (?:people|users|visitors))\b/gi

/**
 * A waitlist is a signup form ("can I add a waitlist signup" had a "Did you mean": a word no page says).
 */
export const waitlist =
  /\b(?:waitlists?|wait-lists?|wait lists?|waiting lists?|beta lists?|pre-?launch lists?)(?: signups?| sign-ups?)?\b/gi

/**
 * The six sections are those the components guide names ("what are the six sections" had the FAQ that counts them),
 * and so are the home page's ("what sections does the homepage have", stop 74, had "Did you mean": the site never
 * says "homepage").
 */
export const sixSections =
  /\b(?:what|which) (?:are )?(?:the )?(?:six|6) (?:landing )?sections\b|\b(?:name|list) (?:the|all)(?: six| 6)? (?:landing )?sections\b|\b(?:what|which) sections (?:does|do|are on|are in|on|in|are there on) (?:the |your )?(?:homepage|home page|landing page|front page|main page)(?: have| has| contain| include| come with| got)?\b/gi

/**
 * Dependencies kept minimal are the template's few ("are dependencies kept minimal" had a "Did you mean").
 */
export const fewDependencies =
  /\b(?:dependencies|deps|packages|libraries) (?:(?:kept|are|is) )?(?:minimal|lean|light|few|small)\b|\b(?:minimal|few|lean|light|fewer|small) (?:number of )?(?:dependencies|deps|packages)\b/gi

/** A content security policy is the security headers file ("is there a content security policy" had the agent). */
export const contentSecurityPolicy = /\b(?:a )?content[- ]security[- ]polic(?:y|ies)\b|\bcsp\b/gi

/**
 * Hours put into the template are its hours of design and code ("how many hours of work went into it" had a "Did you
 * mean").
 */
export const hoursInto =
  /\bhours? of (?:work|design|effort|development|coding) (?:went|go|gone|were put|was put|have gone) into\b/gi

/**
 * A laptop or computer beside a phone is the desktop the layout is tested on ("does it work on her phone and laptop"
 * was declined: "laptop" is a word no page says). Alone it may be the visitor's own machine ("my laptop fan is loud").
 */
export const laptopWithPhone = /\b(?:laptops?|notebooks?|macbooks?|chromebooks?|pcs?|computers?)\b/gi
export const besidePhone = (question: string) =>
  /\b(?:phones?|mobiles?|tablets?|ipads?|iphones?|android)\b/i.test(question)

/**
 * Whether contrast is checked asks whether it meets WCAG ("is the colour contrast checked in dark mode too" had the
 * theme tokens: "colour" and "dark mode" outweighed it).
 */
export const contrastChecked =
  /\b(?:is |are )?(?:the )?(?:colou?r )?contrast (?:checked|tested|ok|okay|good|enough|compliant|accessible|sufficient)\b/gi

/** A Dockerfile is a Docker setup ("is there a dockerfile in the package" was declined: a word no page says). */
export const dockerfile = /\bdocker ?files?\b/gi

/**
 * Shipping with something is coming with it ("how many ready made pages does it ship with" had a "Did you mean":
 * "ship" is a word the site says only of launching pages). Something preconfigured is configured ("does the template
 * ship with tailwind preconfigured": a word no page says, weighed as the subject).
 */
export const shipsWith = /\bship(s|ped)? with\b/gi
export const preconfigured = /\bpre-?(configured|installed|set ?up)\b/gi

/**
 * Whether buyers like it asks for the reviews ("do your buyers actually like it" had the agent's call to action,
 * "Never miss a buyer's question again", through "buyers").
 */
export const buyersLike =
  /\b(?:do|does|did) (?:your |the |other |real |actual )?(?:buyers|customers|users|clients|people|developers|devs|founders|purchasers)(?: actually| really| genuinely| truly)? (?:like|love|enjoy|recommend|rate) (?:it|this|launchkit|the template|the product|the kit)\b/gi

/**
 * Which fonts it uses is what the performance card says: system fonts ("which typefaces are used" had the theme
 * tokens, which say fonts can be changed, not which). Changing them is the customisation guide's, and stays.
 */
export const fontsUsed =
  /\b(?:which|what) (?:fonts?|typefaces?|font famil(?:y|ies))(?: (?:are|is) used| (?:does|do) (?:it|the template|the site|launchkit|you) use| (?:are|is) (?:in it|included|loaded))\b/gi

/**
 * "Perf" is performance, in developers' shorthand ("whats the lighthouse perf like", stop 73, had the best practices).
 * The reply reads the question respelt first, where it is "per": after "lighthouse" and before what is said of it,
 * that is the same word.
 */
export const perfShort =
  /\bperf\b|(?<=\blighthouse )per(?= (?:like|score|scores|good|ok|okay|bad|numbers?)\b|\s*[?!.]*$)/gi

/**
 * The code a version is asked of is the template's ("what ts version is the code on", stop 73, had the Clean
 * TypeScript card: "code" weighed beside the version): it is what "is it on" asks.
 */
export const codeOnVersion =
  /\b(?:is|does) the (?:code|codebase|source(?: code)?|template|project) (?:on|use|using|written in|built (?:on|with)|run on)\b/gi
export const asksVersion = (question: string) => /\bversions?\b/i.test(question)

/**
 * A tool named before "version" asks what "what version of" it asks ("what typescript version is it on" had the Clean
 * TypeScript card first: chat.yaml's "what version" asks for a number).
 */
export const toolVersion =
  /\b(what|which|min|minimum) (typescript|react|node|node\.?js|vite|tailwind|tailwind css|npm|yarn) version\b/gi

/**
 * A count of downloads asks how many there have been, which the reviews say ("total downloads to date", stop 73, had
 * the download step), and so does a count of copies sold ("roughly how many copies have sold so far", stop 74, had
 * "Did you mean").
 */
export const downloadCount =
  /\b(?:total|number of|count of|how many) (?:downloads|installs|copies sold|copies (?:have |has )?(?:been )?(?:sold|bought|purchased|downloaded))(?: (?:to date|so far|until now|in total))?\b/gi

/**
 * Used without a mouse, or with the keyboard alone, is the accessibility card's keyboard navigation ("can every
 * component be used without a mouse", stop 73, had a "Did you mean").
 */
export const withoutMouse =
  /\b(?:without|with no|w\/o) (?:a |using a |the )?mouse\b|\bwith (?:a |the )?keyboard(?: only| alone)?\b|\bkeyboard[- ]only\b/gi

/**
 * Seeing what the template looks like is the live preview ("what's the quickest way to see what the template looks
 * like", stop 73, had the speed FAQ: "quickest" read as fast); so is what it looks like, asked of nothing else ("on
 * mobile" is the responsive design).
 */
export const looksLike =
  /\b(?:the )?(?:quickest |fastest |easiest |best )?(?:way )?(?:to |i |we |you )?see what (?:the template|it|launchkit|the site|the pages?|the design) (?:looks|look|would look) like\b|\bwhat (?:does|do|will|would) (?:the template|it|launchkit|the pages?|the design) look like(?=\s*[?!.]*$)/gi

/**
 * Reviews on a page are the reviews: where the visitor saw them weighs more than they do ("are those reviews on the
 * homepage from real buyers", stop 75, had a "Did you mean" through "homepage"; without it, the reviews).
 */
export const reviewsSeen =
  /\b(reviews?|testimonials?|ratings?) (?:on|from|at) (?:the|your|this) (?:home ?page|home page|landing page|front page|site|website|page)\b/gi

/**
 * The Core Web Vitals by their full names are the short ones chat.yaml reads as performance ("largest contentful
 * paint numbers?", stop 75, had the content files: "contentful" respelt as a CMS, "largest" as Enterprise's).
 */
export const vitalsByName =
  /\b(?:largest contentful paint|first contentful paint|cumulative layout shift|interaction to next paint|total blocking time|time to interactive)\b/gi

/**
 * Coding skills are the coding experience the FAQ says is needed ("do i need coding skills for the ai agent", stop 75,
 * had a "Did you mean": the site never says "skills").
 */
export const codingSkills =
  /\b(?:coding|programming|developer|dev|technical|tech|react|javascript|js) (?:skills?|knowledge)\b/gi

/**
 * Toggling dark mode, asked with what is stored, is the theme choice the privacy policy says stays in the browser
 * ("what's stored when i toggle dark mode", stop 75, had the customisation guide's light and dark themes).
 */
export const togglesTheme =
  /\b(?:toggle|switch|flip|turn on|turn off|pick|choose|select|switch to|change to) (?:the )?(?:dark|light) (?:mode|theme)\b/gi
export const aboutStoring = (question: string) =>
  /\b(?:stored|store|saved|save|kept|keep|remember|remembered)\b/i.test(question)

/**
 * The browser tab's icon is the favicon ("where do i swap the browser tab icon", stop 75, was declined).
 */
export const tabIcon = /\b(?:browser )?tab icon\b|\bicon (?:in|on) the (?:browser )?tab\b/gi

/**
 * The JavaScript's budget, size or weight, or how much of it, is the kilobytes the performance card states ("what's
 * the js budget on the homepage", stop 76, had the Starter plan: "budget" is a price's word). "js" is JavaScript by now.
 */
export const scriptWeight =
  /\b(?:how much|amount of) javascript\b|\bjavascript (?:bundle )?(?:budget|size|weight|payload|footprint)\b/gi

/**
 * Whether people buy or use it is how many have ("are people actually buying this", stop 76, had the FAQ about trying
 * before buying).
 */
export const othersBuy =
  /\b(?:are|is|do|does|did|have|has) (?:people|anyone|anybody|folks|others|many people|real people|customers) (?:actually |really |even )?(?:buy(?:ing)?|bought|us(?:e|ing)|purchas(?:e|ing|ed)) (?:this|it|the template|launchkit)\b/gi

/**
 * Schema.org markup is the structured data chat.yaml reads "schema markup" as ("does it have schema.org markup" had a
 * "Did you mean" once a thing asked for by a word no page says weighed more: "org" is no word of the site's).
 */
export const schemaOrg = /\bschema\.org\b/gi

/**
 * Which companies use the template asks who uses it, which the reviews answer ("which companies use it", set 227, had
 * the commercial-use page, through "companies").
 */
export const whoUsesIt =
  /\b(?:which|what) (?:companies|brands|businesses|startups|agencies|teams|customers|clients) (?:use|are using|have used|rely on) (?:it|this|launchkit|the template|the kit)\b/gi

/**
 * Customers' quotes are the testimonials ("can i reuse the customer quotes block", stop 76, had the client-work
 * clause, through "reuse"); a price quote is no customer's.
 */
export const customerQuotes = /\b(?:customer|client|buyer|user)s?'? quotes?\b/gi

/**
 * Social sharing's meta tags, cards or previews are the Open Graph and Twitter cards ("social sharing meta included?",
 * stop 76, had sharing a licence).
 */
export const socialMeta =
  /\bsocial(?: media)?(?: sharing| share)? (?:meta(?: ?tags| ?data)?|tags|cards?|previews?|images?|thumbnails?)\b|\bsocial sharing\b/gi
// Not when the question names them already ("og images for social sharing").
export const namesNoCard = (question: string) => !/\b(?:og|open ?graph|twitter)\b/i.test(question)

/**
 * Implicit anys are what strict TypeScript forbids ("are implicit anys allowed in the codebase", stop 76, had what the
 * licence forbids).
 */
export const implicitAny = /\b(?:implicit|untyped) anys?\b|\bno-?implicit-?any\b/gi

/**
 * A lean or bloated dependency list asks about heavy dependencies ("is the dependency list lean", stop 76, had a "Did
 * you mean").
 */
export const leanDependencies =
  /\b(?:dependency|dependencies|deps)(?: list| tree)? (?:is |are )?(?:lean|small|minimal|light|bloated|heavy|huge|big)\b|\b(?:lean|small|minimal|light|bloated|heavy|huge|big) (?:dependency|dependencies|deps)(?: list| tree)?\b/gi

/** RSC is React Server Components ("rsc support or client components only", stop 76, had a "Did you mean"). */
export const serverComponentsShort = /\brsc\b/gi

/**
 * Buttons easy to tap are the touch-friendly targets ("buttons easy to tap on a phone?", stop 76, was declined: "tap"
 * is a word no page says).
 */
export const easyToTap =
  /\b(?:easy|easier|big enough|large enough|simple) to (?:tap|press|hit|touch)\b|\btap (?:targets?|areas?)\b|\btappable\b/gi

/**
 * Parallax and a vestibular disorder ask about motion, which the site reduces ("vestibular disorder here, will
 * parallax effects bother me", stop 76, had a "Did you mean"; "are there scroll effects or motion", stop 77, was declined).
 */
export const motionTrouble =
  /\bparallax(?: effects?| scrolling| animations?)?\b|\bscroll(?:ing)? (?:effects?|animations?)\b|\bvestibular(?: disorders?| issues?| problems?| condition)?\b/gi

/** A new route is a new page ("how do i add a new route", stop 76, had a "Did you mean"). */
export const newRoute = /\b(add|create|make|build)(?: a| another)?(?: new)? routes?\b/gi

/**
 * Who the template is for is who each plan is for ("who is the template really for", stop 76, and "who is this
 * template for", stop 52, had the page templates).
 */
export const whoItIsFor =
  /\bwho(?:'s| is| are)(?: (?:this|the|launchkit|it))?(?: template| kit| product| site)?(?: really| actually| mainly| mostly| best)? (?:for|aimed at|made for|designed for|built for)\b/gi

/**
 * The whole box's worth is what it is worth ("total worth of everything in the box", stop 76, had a "Did you mean").
 */
export const totalWorth =
  /\b(?:what(?:'s|s| is) )?(?:the )?(?:total )?(?:dollar )?(?:worth|value) of (?:everything|it all|all of it|the box|what'?s included)(?: in the box| in the package| included)?\b/gi

/**
 * Making it look unique, or unlike every other template, is customising it ("I'm afraid the design will look like
 * every other template out there, can I make it look unique?", set 236, had the features page).
 */
export const looksUnique =
  /\b(?:make|making|get|getting) (?:it|the design|my site|the site|the template|my page|the page)(?: look| feel)? (?:unique|different|original|distinctive|less generic|like (?:my|our) (?:own )?brand|one of a kind|stand out)\b|\blook(?:s|ing)? like every (?:other )?(?:template|site|website|landing page)\b/gi

/**
 * A component that misbehaves is a bug to report ("Suppose a component misbehaves on Safari, whose job is it to patch
 * that?", set 236, had the browser support).
 */
export const misbehaves =
  /\b(?:misbehaves?|misbehaving|acts? up|acting up|glitches|glitching|renders? (?:wrong|badly|incorrectly|broken)|looks? broken|breaks?)\b(?=[^?.!]*\b(?:whose job|who(?:'s| is| will)? (?:fix|patch|responsible)|will you (?:fix|patch)|do you (?:fix|patch)|(?:fix|patch)(?:es)? (?:it|that|this)\b))/gi

/**
 * A deadline, or going live by a day, asks how fast it launches ("I have a deadline on Friday, can I realistically go
 * live by then starting from zero?", set 236, had the refund policy).
 */
export const byDeadline =
  /\b(?:go|be|get it|get the site|get my site) (?:live|online|launched) by (?:then|friday|monday|tuesday|wednesday|thursday|saturday|sunday|tomorrow|tonight|next week|the weekend|the end of the (?:day|week)|end of (?:day|week))\b/gi

/**
 * A launch deadline is context ("I have a deadline on Friday, can I realistically go live by then starting from
 * zero?", set 236): chat.yaml reads "deadline" alone as the refund's 30 days, which answered. Asked with going live,
 * it and "from zero" say only how fast.
 */
export const launchDeadline =
  /\b(?:(?:i|we) (?:have|got|am on|are on|'ve got|have got) (?:a |an |tight |hard |strict |real )*deadline(?: (?:on|by|this|next|for|in) (?:the )?\w+)?|(?:starting )?from (?:zero|scratch|nothing))\b[,.;]?/gi
export const aboutGoingLive = (question: string) => /\b(?:live|launch\w*|ship|online|ready)\b/i.test(question)

/**
 * An old browser's build or version is the browser support ("Our office PCs are locked to an old Edge build, will the
 * site open there?", set 236, had the commercial-use page through "site" and "build").
 */
export const oldBrowser =
  /\b(?:old|older|outdated|legacy|ancient|previous) (edge|chrome|safari|firefox)(?: (?:builds?|versions?|releases?))?\b/gi

/**
 * Promoting or launching an app asks whether it may be its landing page ("for promote my ios app, is good this
 * template?", set 237, had a "Did you mean": "ios" read as the phones).
 */
export const promotesApp =
  /\b(?:(?:is it good|is this (?:template )?good|can i use (?:it|this|the template)) )?(?:for )?(?:promote|promoting|market|marketing|advertise|advertising|launch|launching|showcase|showcasing) (?:my |our |a |an )?(?:new )?(?:ios |android |iphone |mobile |native |saas |web )?(?:app|application)\b/gi

/**
 * A part of the site said to be editable asks whether the visitor can change it ("are testimonials on the site
 * editable for my own customers", set 238, had a "Did you mean").
 */
export const partEditable =
  /\b(?:is|are) (?:the )?(testimonials?|reviews?|faqs?|prices|pricing|texts?|copy|images|plans|popups|footer|menu|navigation|sections)(?: on the (?:site|page|template)| in the template)? (?:editable|changeable|customi[sz]able|replaceable)\b/gi

/**
 * A weak signal or a slow connection asks how fast the pages load ("will visitors in areas with weak signal wait
 * long", set 238, had the agent's comparison).
 */
export const weakSignal =
  /\b(?:weak|bad|poor|slow|patchy|spotty|flaky|limited) (?:signal|connections?|internet|network|reception|mobile data)\b/gi

/**
 * A page's weight is the JavaScript it loads ("what's the total page weight of the homepage", set 239, was declined).
 */
export const pageWeight =
  /\b(?:total )?page (?:weight|size)\b|\bhow (?:heavy|big|large) is the (?:home ?page|landing page|page)\b/gi

/**
 * An error page for broken links is a 404 page ("is there an error page for broken links", set 239, had the contact
 * passage: "broken links" is a bug to report).
 */
export const errorPage =
  /\b(?:an? )?(?:error|not[- ]found|missing) page(?: for (?:broken|dead|bad|missing|wrong|mistyped) (?:links?|urls?|pages?|addresses))?\b/gi

/**
 * The visitor's own FAQ, prices or copy put in asks how they are edited ("our faq is different, how do i put ours
 * in", set 239, had the FAQ page).
 */
export const putOursIn =
  /\b(?:our|my) (faqs?|prices|pricing|copy|texts?|testimonials) (?:is|are) different\b[^?]*?\b(?:put|add|use|swap|get) (?:ours|our own|mine|my own)(?: in)?\b/gi

/**
 * New page templates or sections added later are updates ("will you add new page templates later", set 239, had
 * the page on adding pages).
 */
export const addsLater =
  /\b(?:will|do|does|are) (?:you|launchkit|they|the team)(?: going to| plan to| ever)? (?:add|ship|release|make) (?:new|more|extra) (?:page templates|pages|sections|templates|components)(?: later| in the future| over time| in updates)?\b/gi

/** A server the chat needs is a backend ("do i need a server for the chat", set 239, had the chat's privacy). */
export const chatServer =
  /\b(?:(?:do|does|will|would) (?:i|we|you|it) )?(?:need|needs|require|requires) (?:a |any |my own |its own )?(?:server|backend)(?: side)? (?:for|to run) (?:the )?(chat|agent|bot|assistant|chatbot|widget)\b/gi
