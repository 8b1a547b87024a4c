/**
 * Rephrasings (see ../rephrase.ts): setting it up, editing, deploying and getting help: running it locally or in
 * production, the dev server and the build, editing texts, prices, colours and links, hosts and domains, downloads,
 * launching by a date, support. Each pattern says where it came from and what it had answered before.
 */

/**
 * A page live on the internet is a deployed one ("how do i get my finished page live on the internet"): chat.yaml
 * reads "internet" as the agent's offline mode ("does it work without internet"), and it had the agent's plan.
 */
export const liveOnTheWeb = /\blive on the (?:internet|web)\b/gi
/**
 * The visitor changing the prices shown is editing the site's content ("how do i change the prices shown on the
 * pricing page", "can my intern update prices without touching React"): "change" and "update" had the price rises
 * and the updates. Who changes them says it is the visitor's copy, not ours ("do prices change?"). So are the FAQ
 * and the testimonials ("where do i edit the faq questions" had a "Did you mean"; "how do i add my own testimonials",
 * stop 75, adding pages), and the pricing cards.
 */
export const editsPrices =
  /\b((?:i|we|(?:my|our)(?: \w+){1,2}|someone|they|clients?) (?:can |could |to )?)(?:change|edit|update|modify|tweak|swap|replace|rewrite|add) (?:the |our |my )?(?:own )?(?:prices|pricing (?:cards?|tables?)|faq(?: questions| answers|s)?|testimonials)\b/gi

/**
 * Running it on the visitor's own machine is running it locally ("how do i run the site on my laptop", "steps to
 * get it running on my machine"): chat.yaml reads "my laptop" alone as the system requirements it needs.
 */
export const onOwnMachine =
  /\b((?:run|running|start|starting|get it running|get it started)(?: (?:it|this|the site|the template|the project|launchkit))?) on my (?:laptop|machine|computer|pc|mac|macbook)\b/gi

/**
 * A download that went wrong ("i lost my download link", "I paid but never got the download email", "the mail with
 * the link never came") asks for help with it, which support gives: the words of the trouble are no site's, so the
 * download step came first.
 */
export const downloadTrouble = new RegExp(
  String.raw`\b(?:${[
    'lost',
    'misplaced',
    'deleted',
    'never (?:got|received|arrived|came|showed up|turned up|came through)',
    "did(?:n't|nt| not) (?:get|receive|arrive|come|show up|turn up|come through)",
    "have(?:n't|nt| not) (?:got|gotten|received)",
    'not (?:received|arrived)',
    "can(?:'t|t|not) find",
    'expired',
    'broken',
    // "my download is corrupted", stop 75, was declined.
    'corrupted',
    'corrupt',
    'damaged',
    "(?:does|do|did)(?:n't|nt| not) work",
    "(?:is|isn't|isnt|is not) working",
    'not working',
  ].join('|')})\b`,
  'gi',
)
export const aboutTheDownload = (question: string) => /\b(?:download|link|zip)/i.test(question)

/**
 * No email at all after paying is a download email that never came ("purchase went through but zero emails from
 * you", stop 76, had the download FAQ, which says the email comes).
 */
export const noEmail = /\b(?:no|zero|not a single|not one|not any)(?: \w+)? (?:e-?mails?|mails?|confirmations?)\b/gi
export const afterPaying = (question: string) =>
  /\b(?:paid|purchased?|bought|ordered|checkout|checked out|charged|went through)\b/i.test(question)

/**
 * A number to ring or call is a phone ("is there a number i can ring", "a number to call you on"): the contact entry
 * says support is by email, and "ring" is a word the site never says.
 */
export const numberToCall =
  /\b(?:a |any )?(?:phone |telephone )?number (?:i|we) (?:can|could) (?:ring|call|dial|phone)\b|\b(?:a |any )?number to (?:ring|call|dial)\b|\bsomeone (?:i|we) (?:can|could) (?:ring|call|phone|talk to|speak to|speak with)\b/gi

/**
 * A server needed in production is a server to deploy on ("do i need to run a server for it in production", "does it
 * need node running on the server in production"): the static build needs none, as the deployment guide says; "run"
 * and "production" had the setup steps, which start a dev server and build for production. Only with "production":
 * a server to run is otherwise the dev server.
 */
export const serverNeeded =
  /\b(need|needs|require|requires)(?: to run| to have)? (?:a |my own |our own |any |its own )?(?:node(?:\.?js)?(?: running)?(?: on)? (?:the |a )?)?server\b/gi
export const productionWords = /\b(?:in|for|on) (?:production|prod)\b/i
export const inProduction = new RegExp(productionWords.source, 'gi')
export const mentionsServer = (question: string) => /\bserver\b/i.test(question)
export const serverInProduction = (question: string) => mentionsServer(question) && productionWords.test(question)

/**
 * Reloading as the visitor edits is the dev server's "changes appear as you save" ("hot reload while editing?"):
 * "reload" is a word the site never says, and weighed as the question's subject (Did you mean).
 */
export const hotReload = /\b(?:hot|live)[- ]?reload(?:s|ing)?\b|\bhot module (?:replacement|reloading)\b|\bhmr\b/gi

/**
 * A company's look or style is its brand ("i want it to match my company's look, how"): "look" and "company" are
 * everyday words, and the question was declined. The documentation says colours and fonts "match your brand".
 */
export const companyLook =
  /\b(?:my|our) (?:company'?s?|business'?s?|brand'?s?|own) (?:look(?: and feel)?|style|branding|identity|visual identity)\b/gi

/**
 * Whether a human or a bot answers is whether a person does ("who answers, a human or a bot"): chat.yaml reads "talk
 * to a human" as support, and "bot" alone had the agent.
 */
export const humanOrBot =
  /\b(?:an? )?(?:human|person|real person|real human|actual person) or (?:an? )?(?:bot|robot|ai|machine|chatbot)\b|\b(?:an? )?(?:bot|robot|ai|machine|chatbot) or (?:an? )?(?:human|person|real person|real human|actual person)\b/gi

/** A favicon is the site's icon, kept with the logo: "favicon" is a word the site never says (declined). */
export const favicon = /\bfav ?icons?\b/gi

/**
 * A headless CMS named by its product ("hook it to contentful or strapi?") is a CMS, which chat.yaml reads as the
 * content files: the names are words the site never says, and the question was declined.
 */
export const cmsNames =
  /\b(?:contentful|strapi|sanity(?: cms| io|\.io)|storyblok|prismic|directus|hygraph|datocms|tinacms|decap cms|keystatic)\b/gi

/** A time zone asked of support is when it answers, which the site says as "day and night" and "within 24 hours". */
export const timeZone = /\b(?:in |for )?(?:(?:my|your|our|every|any|all|other|different) )?time ?zones?\b/gi

/** A quick start is the documentation's "Getting started" guide (Did you mean: "quick" is read as fast). */
export const quickStart = /\bquick ?start(?: guide)?\b/gi

/** A contact (us) page is the support page among the 14 (Did you mean: "contact" and "kit" weighed alone). */
export const contactPage = /\bcontact(?: us)? page\b/gi

/**
 * Shipping a digital product is delivering the download ("do you ship to canada" was declined, the country read as
 * off-topic): the whole rest of the question is where to. Shipping to production or a host is the visitor's deploy.
 */
export const shipsTo =
  /\b(?:do|does|can|will) you (?:ship|deliver)(?: it| this| the template| launchkit| the product| the kit)? (?:to|internationally|worldwide|overseas|abroad|outside)\b.*$|\b(?:(?:international|worldwide|overseas|free) (?:shipping|delivery)|(?:shipping|delivery) (?:to|costs?|fees?|charges?|times?))\b/gi
export const notADeploy = (question: string) =>
  !/\b(?:production|prod|staging|vercel|netlify|cloudflare|github|host|hosting|server|live|clients?|customers?|users?)\b/i.test(
    question,
  )

/**
 * Another page made from one that exists is adding a page ("how do i create another landing page from the existing
 * one" had the home page): "create" is a word the site never says of pages, and "landing" names the home page.
 */
export const anotherPage =
  /\b(?:create|make|build|set up|spin up|duplicate|clone|copy)(?: an?)? (?:another|second|new|extra|additional|one more|more)(?: landing)? pages?\b/gi

/**
 * How long until the visitor's site is online asks how long setup takes ("how long will it take me to get my site
 * online" had the deployment guide, which names no time; "how long until my page is live", stop 74, the agent's
 * comparison, "Gets an answer in seconds").
 */
export const timeToLive =
  /\bhow (?:long|quickly|fast|soon) (?:will|would|does|do|can|could) (?:it take (?:me |us )?to |i |we )(?:get|put|have|make) (?:my|our|the|a) (?:new )?(?:site|website|page|landing page) (?:online|live|up|running|published)\b|\bhow (?:long|soon) (?:until|till|before) (?:my|our|the|a) (?:new )?(?:site|website|page|landing page|webpage|homepage) (?:is |goes |will be |can be |gets )?(?:online|live|up|up and running|published|launched)\b/gi

/**
 * A video of the setup is the step-by-step setup guide, in words the site uses ("are there any screencasts showing
 * how to install it" had a "Did you mean"): the site has no videos, and "screencast" is a word it never says.
 */
export const setupVideo =
  /\b(?:screencasts?|video (?:walkthroughs?|tutorials?|guides?)|(?:tutorial|walkthrough|setup|install|installation) videos?|youtube (?:tutorials?|videos?|vids?|channel)|(?:videos?|vids?) (?:showing|that shows?|explaining|on) how to (?:set|install))\b/gi

/**
 * Which browser the visitor needs asks which browsers are supported ("what browser do i need to see the site
 * properly" had the privacy clause "what stays in your browser").
 */
export const browserNeeded =
  /\b(?:what|which) (?:web )?browsers? (?:(?:do|does|should|would|will) (?:i|we|you|my visitors|visitors|people|users) (?:need|use|have)|(?:is|are) (?:need|needed|necessary|required) (?:for|to))\b/gi

/**
 * A security problem found in the code is one to report to support ("what if i find a security problem in the code"
 * had the coding-experience answer, "what if i find a security issue" support).
 */
export const securityFound =
  /\b(find|found|spot|spotted|discover|discovered|notice|noticed|report|reporting) (?:a |an |any |some )?(?:(?:security|safety) (?:problem|hole|bug|flaw|vulnerability|weakness|issue)s?|vulnerabilit(?:y|ies)|exploits?)\b/gi

/**
 * Changing the site oneself, without a developer, is changing its texts in the content files ("my developer left, can
 * i still update the site myself" had the licence's updates).
 */
export const byMyself =
  /\b(?:update|edit|change|maintain|manage|run|look after) (?:the|my|our) (?:site|website|pages?|landing page|content|texts?|copy) (?:myself|ourselves|on my own|on our own|alone|without (?:a|my|our) (?:dev|developer|programmer|coder))\b/gi

/**
 * Prices shown, hidden or in another currency on the visitor's own site are edited in its content files ("can i show
 * prices in my own currency on my site" had our own prices' currency, "can i hide the price on my site" our pricing).
 */
export const pricesOnMySite =
  /\b(?:show|display|hide|remove|change|edit|set|list)(?: the| my| our)? prices? (?:in (?:my|our) (?:own |local )?currency|on (?:my|our) (?:own )?(?:site|website|page|landing page))\b/gi

/**
 * Launching by a day asks how fast one can launch ("i want to launch by friday, is that realistic" was declined): the
 * rest of the question is whether that is enough. The site says "ship landing pages in days".
 */
export const launchBy =
  /\b(?:launch|go live|ship it|be live|be online|publish it|get it live|get it online)(?: it)? (?:by|before|on|for|in time for|this|next) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|weekend|tomorrow|tonight|next week|this week|end of (?:the )?(?:week|month))\b.*$/gi

/**
 * Breaking something, while editing or otherwise, is something that breaks, which support helps with ("what if i break
 * something while editing" was declined: "editing" weighed as the subject).
 */
export const breaksSomething =
  /\b(?:(?:i |we )?(?:break|broke|mess up|messed up|screw up|screwed up) (?:something|anything|it|the site|my site|the code|things)|something (?:breaks|goes wrong))(?: (?:while|when|by) (?:editing|changing|customi[sz]ing|updating|tweaking)(?: it| the code| the site| things)?)?\b/gi

/**
 * A team or a machine on Windows, a Mac or Linux asks what the setup needs ("my team uses windows, any issues" had
 * support, through "issues").
 */
export const onSystem = /\b(?:uses?|using|on|runs?|running|has|have) (windows|macos|mac|linux|ubuntu|chromebook)\b/gi

/** Not another program installed on that system ("how do i install docker on windows"). */
export const notOtherSoftware = (question: string) =>
  !/\b(?:install|download|update|uninstall|reinstall|run) (?!(?:it|this|the template|launchkit|the kit|the project|the site|node|node\.?js|npm|yarn|git|the dependencies|dependencies)\b)\w+/i.test(
    question,
  )

/**
 * A headless CMS by name is a CMS, which chat.yaml reads as the content files ("is there a CMS integration, like
 * contentful or sanity" had a "Did you mean"): the names are words no page says. Not a sanity check.
 */
export const cmsName =
  /\b(?:contentful|sanity(?:\.io| io)?(?! checks?\b)|strapi|storyblok|prismic|directus|datocms|hygraph|payload cms|keystatic|tinacms)\b/gi

/**
 * Asking whether we are on a social network, or for our account there, asks how to reach us ("are you on twitter" had
 * the SEO card's Twitter cards): support is by email.
 */
export const socialAccount =
  /\b(?:are you|is launchkit|are you guys) (?:on|active on) (?:twitter|x|linkedin|instagram|facebook|youtube|tiktok|mastodon|bluesky|threads|reddit|social media)\b|\b(?:your|launchkit'?s) (?:twitter|linkedin|instagram|facebook|youtube|tiktok|mastodon|bluesky|social media)(?: accounts?| page| handle| profile)?\b/gi

/**
 * Downloading again, on a new machine or later, is the download link, which always serves the latest version ("can
 * i download it again on a new laptop" had a "Did you mean": the laptop weighed as the subject).
 */
export const downloadAgain =
  /\b(?:re-?download(?:ing)?|download(?:ing)? (?:it|the template|the files|the zip|everything|my copy) again)\b(?: on (?:a |my |another |the )?(?:new |other |second |different )?(?:laptop|computer|machine|pc|mac|device))?/gi

/**
 * Launching within days or weeks asks how fast a page goes live ("launching my saas in 3 weeks, can i get a page up
 * with this in time" had the commercial-use page). The whole question, as for a launch by a day (launchBy).
 */
export const launchWithin =
  /\b(?:launch|launching|go live|going live|ship|shipping|release|releasing)(?: (?:my|our|the|a) \w+| it)? (?:in|within) (?:\d+|a|one|two|three|four|a few|few|a couple of|couple of) (?:days?|weeks?|months?)\b.*$/gi

/**
 * The visitor's own phone number, address or opening hours shown on their site are texts of the content files ("where
 * i write my phone number on the site", set 228, had our email support): only where they are put, as "do you have a
 * phone number" asks for ours.
 */
export const ownDetails =
  /\b((?:put|write|add|change|edit|set|update|show|display|insert|type|enter)(?: in)?) (?:my|our) (?:(?:phone|telephone|mobile|whatsapp) ?(?:number)?|(?:business |street |office |shop |store )?address|opening (?:hours|times)|contact (?:details|info|information)|social (?:media )?(?:links|icons|accounts|handles))\b/gi

/**
 * A done-for-you or white-glove service is having it set up for the visitor ("do you offer a done-for-you service",
 * set 228, was declined).
 */
export const doneForYou =
  /\b(?:(?:do|does|can|could|will) (?:you|launchkit) (?:offer|have|provide|do|sell) )?(?:a |any )?(?:done[- ]for[- ]you|white[- ]glove|installation|install|set-?up|setup) (?:service|option|package|offer)s?\b/gi

/**
 * Strict null checks are part of strict TypeScript ("strict null checks on?", set 228, had a "Did you mean").
 */
export const strictNulls = /\bstrict ?null ?checks?\b|\bstrictnullchecks\b/gi

/**
 * The setup doc or instructions are the setup guide ("where's the setup doc", set 232, had what the documentation
 * includes).
 */
export const setupDoc = /\bset-?up (?:docs?|documents?|documentation|instructions|manual)\b/gi

/**
 * The oldest version that works is the minimum one ("oldest node that works?", set 230, had a "Did you mean").
 */
export const oldestVersion =
  /\b(?:oldest|lowest|earliest)(?= (?:node|nodejs|node\.js|npm|yarn|version|browser|safari|chrome|firefox|react)\b)/gi

/**
 * The policy pages edited for the visitor's own business are texts of the content files ("can i edit the privacy
 * policy for my own business", set 230, had our privacy policy): the template comes with every policy page.
 */
export const ownPolicies =
  /\b(edit|change|customi[sz]e|adapt|rewrite|modify|update|tweak|use) (?:the |your )?(?:privacy policy|terms(?: of service)?|refund policy|policy pages?|legal pages?)(?= (?:for|on|to match|to fit) (?:my|our)\b)/gi

/**
 * The big or main title of a page is its headline ("where is the big title text on the first screen set", set 226,
 * had the features list, through "screen"): "title" alone is a page's name, and stays.
 */
export const bigTitle = /\b(?:big|main|large|biggest|top) (?:title|heading)\b/gi

/**
 * The words on a call to action, a button or a heading are texts, changed in the content files ("how do i change the
 * call to action text" had the coding-experience answer).
 */
export const ctaText =
  /\b(?:call to action|cta|button|buttons|headline|headlines|heading|headings|tagline)(?: text| texts| copy| label| labels| wording)\b/gi

/**
 * Where the buttons on the visitor's own site link, or linking them to the visitor's own checkout, is a link in the
 * content files ("where do the buy buttons link to on my site" had how buying from us works).
 */
export const buttonLinks =
  /\b(?:(?:buy|purchase|checkout|cta|pricing) )?buttons? (?:link|links|point|points|go|goes|lead|leads) to\b(?=.*\bmy (?:own )?(?:site|website|page|checkout|store|shop)\b)|\b(?:link|connect|point|hook up|wire up) (?:the |my |our )?(?:(?:buy|purchase|checkout|cta|pricing) )?buttons? (?:to|with) (?:my|our) own\b|\bwhere (?:do|are) (?:the )?(?:(?:button|buttons') )?links(?: for the (?:buttons?|ctas?))? (?:live|kept|set|stored|defined)\b/gi

/**
 * Knowing only the basics, or not TypeScript or React, asks how much coding experience is needed ("i only know
 * javascript, will the typescript scare me" had the Clean TypeScript feature, "i only know wordpress" a decline).
 */
export const knowsLittle =
  /\b(?:i|we) (?:(?:only|just|mostly|barely) (?:know|speak|use|write|code in|learned|learnt|understand)(?: (?:plain|vanilla|basic|some|a bit of|a little))? (?:javascript|html|css|jquery|python|php|wordpress)(?: and (?:css|html|javascript))?|(?:don'?t|do not|dont|not|no|never|have never|haven'?t|barely) (?:know|knew|used|use|learned|learnt|written|touched|worked with|coded in) (?:any )?(?:typescript|react))\b/gi

/**
 * A colour named for the visitor's brand or theme is a brand colour ("i want my brand purple instead, where do i set
 * that" was declined): the names are words the site never says. Only about the look: "why is the sky blue" stays.
 */
export const colourNames =
  /\b(?:red|blue|green|purple|violet|orange|yellow|pink|teal|turquoise|navy|maroon|magenta|cyan|beige|lilac|lavender|indigo|mint|coral|burgundy|emerald)\b/gi
export const aboutTheLook = (question: string) =>
  /\b(?:brand|branding|colou?rs?|theme|buttons?|background|header|accent|primary|design|style|fonts?|logo)\b/i.test(
    question,
  )

/**
 * Paying for hosting on top, or separately, asks whether a server is needed ("do I need to pay for hosting separately
 * on top of the template" had the bundle, through "separately" and "on top"): the static build needs none.
 */
export const paysForHosting =
  /\b(?:pay|paying|paid|charged|charge|costs?)(?: extra)? for (?:the |a |any |web |my own |your )?(hosting|host|server|servers)\b(?: (?:separately|extra|on top(?: of (?:that|it|this|the template|the price))?|as well|too|also|monthly|every month|each month|yearly|every year))*/gi

/**
 * The visitor's own menu, services or prices put on the site are its texts, changed in the content files ("can I put
 * my bakery menu and prices on it" had the components guide, through "put" and "menu").
 */
export const ownListings =
  /\b(put|add|show|list|display|publish|feature)(?: (?:all|both))? (?:my|our)(?: (?:own|[a-z]+))? (?:menu|menus|prices|products|services|price list|opening hours|events|classes|schedule|timetable|portfolio|offers|treatments)\b/gi

/**
 * A web address the visitor owns is their own domain ("I already own yogawithanna.com, can the site live there" had
 * a "Did you mean"): the name is no word of the site. Not ours, an e-mail's, a framework's ("next.js"), or a known
 * service's ("schema.org markup", "github.com").
 */
export const webDomain =
  /(?<![@.\w-])(?![\w.-]*launchkit\.)(?!(?:www\.)?(?:schema|github|google|vercel|netlify|npmjs|openai|chatgpt|stackoverflow|wordpress|shopify|wix|squarespace|webflow|godaddy|namecheap|cloudflare|amazon|aws)\.)(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|co|app|shop|store|site|online|xyz|de|uk|fr|es|it|nl|ca|au|in|me|studio|design)\b(?![.@-])/gi

/**
 * A production build is building the static site ("how do I run a production build locally" had the dev server,
 * through "run" and "locally"): the deploy step builds it with one command.
 */
export const productionBuild =
  /\b(?:run|make|do|create|generate|try|test|preview)(?: a| the| my)? (?:production|prod) build\b/gi

/**
 * Copy or prices hard-coded in the JSX, or kept in config, ask whether they sit in the components or the content files
 * ("where do prices live, hardcoded in jsx or config" had the Clean TypeScript feature, through "jsx" and "config"),
 * or mixed into it ("is content mixed into the jsx or separate", stop 76, had the package's contents).
 */
export const codeMixed =
  /\bmixed (?:in|into|with) (?:the )?(?:jsx|components?|code|source)(?: or (?:kept )?separate(?:d|ly)?)?/gi
export const hardCoded =
  /\b(?:hard[- ]?coded|baked in(?:to)?(?: the code)?)(?: (?:in|into) (?:the )?(?:jsx|components?|code|source))?(?: or (?:in )?(?:a |the )?(?:config|configuration|json|yaml|data|content)(?: files?)?)?/gi

/**
 * How the visitor gets the template asks how to download it ("once I pay, how do I get the template?" had the home
 * page: "get" is a stop word, so only "pay" and "template" were left). Only as the question's end or before when:
 * "how do I get the template working" asks about the setup.
 */
export const getsTheTemplate =
  /\bhow (?:do|will|would|can|should) (?:i|we) (?:get|receive|access|obtain|grab) (?:the |my |our )?(?:template|files?|source code|code|product|kit|zip|purchase)\b(?= *(?:$|[?!.,]|(?:after|once|when|if|from|right after|as soon as)\b))/gi

/**
 * A headline or tagline changed is a text of the content files ("can I update the hero headline without bugging
 * engineering" had the SEO card), and doing it without bothering the engineers is doing it without a developer.
 */
export const editsHeadline =
  /\b(?:update|edit|change|rewrite|tweak|swap|replace)(?: the| our| my)?(?: hero| home ?page| landing page| page)? (?:headlines?|sub-?headlines?|taglines?|hero text|hero copy)\b/gi
export const withoutEngineers =
  /\bwithout (?:bugging|asking|waiting (?:on|for)|involving|needing|bothering|pinging) (?:the |our |my |a )?(?:engineering|engineers?|developers?|devs?|dev team|tech team|it team|programmers?)\b/gi

/** Regular support, against priority support, is email support ("how does priority support differ from regular"). */
export const regularSupport = /\b(?:regular|normal|standard|basic|ordinary) (?:email )?support\b/gi

/** Google's or Adobe's fonts are the visitor's own fonts ("can I swap in Google Fonts" had the SEO card: "google"). */
export const hostedFonts = /\b(?:google|adobe|bunny|hosted) fonts?\b|\btypekit\b/gi

/**
 * Adding one's own brand assets is customising with them ("can i add google fonts", stop 74, and "can i add my own logo" had
 * "Adding your own pages", whose title says "add" and "own"): the customisation guide says where each goes. Not
 * pages or sections, which are that passage's.
 */
export const addOwnAssets =
  /\badd (?:in |on )?((?:my|our) own|my|our|custom) (fonts?|logos?|images?|photos?|pictures?|icons?|colou?rs?|branding|brand colou?rs?|brand fonts?|favicons?|illustrations?|typefaces?)\b/gi

/**
 * A site for the visitor's own company's staff is a commercial project of their own ("can we use it on our intranet"
 * had the agent's plan, "can i use the template on an internal company tool", stop 74, was declined: "internal" and
 * "intranet" are words the site never says).
 */
export const internalUse =
  /\b(?:on|for|in) (?:our|an|a|my|the) (?:company'?s? )?(?:intranet|internal (?:company )?(?:network|tool|app|site|website|dashboard|portal|system|page|wiki))\b/gi

/**
 * Our address is how to reach us ("what's your address", stop 74, had the privacy policy's "we use your address"):
 * the site gives email addresses, and no other.
 */
export const ourAddress =
  /\b(?:what is|what's|whats|what are|where is|where's|give me) your (?:e-?mail |mailing |postal |office |business |company |contact )?address(?:es)?\b/gi

/** Who helps is support ("if I can't figure something out, who helps" was declined). */
export const whoHelps = /\bwho (?:helps|can help|will help|would help)\b(?! (?:the|my|our) (?:visitors?|customers?))/gi

/**
 * The steps to deploy on a named host are the deployment guide's build and upload ("steps to publish on Netlify" had
 * the card that names the hosts).
 */
export const deployOnHost =
  /\b(?:steps? to|how to|how (?:do|can|should|would) i) (?:deploy|publish|upload|host|put)(?: (?:it|the site|my site|the template|my page|the page))? (?:on|to|with) (netlify|vercel|cloudflare(?: pages)?|github pages|s3)\b/gi

/**
 * No coding background is little coding experience ("could a volunteer with no coding background keep the site
 * updated" had the licence terms), and keeping the site up to date is changing its text, not the template's updates.
 */
export const noCodingBackground =
  /\b(?:no|zero|without any|without a|little|limited|minimal) (?:coding|programming|technical|tech|developer|web) (?:background|experience|knowledge|skills)\b/gi
export const keepsTextCurrent =
  /\bkeep (?:the|my|our) (?:site|website|page|content|text|copy)s? (?:updated|up to date|up-to-date|current|fresh)\b/gi

/**
 * A page up by a launch date asks how fast one can launch ("launching on product hunt next week, can I have a page up
 * by then" had the home page).
 */
export const pageUpBy =
  /\b(?:have|get|put) (?:a|the|my|our) (?:landing )?(?:page|site|website) (?:up|live|ready|online) (?:by then|in time|by (?:then|next \w+|friday|monday|tomorrow|launch))\b/gi

/**
 * Where a product launches says nothing about the page ("launching on product hunt next week, can I have a page up by
 * then" had the home page, through "product").
 */
export const launchVenue = /\s*\b(?:on|at|via) (?:product ?hunt|hacker news|show hn|indie ?hackers|betalist)\b/gi

/**
 * A new FAQ question of one's own is text in the content files ("can I add a new FAQ question myself" had the FAQ
 * page): the FAQ is content like the rest.
 */
export const ownFaq =
  /\b(?:add|write|create|put in|insert)(?: a| an| my| our)?(?: new| own| more)? (?:faq|faqs|faq questions?|faq items?|faq entries|faq entry|questions? to the faq)\b/gi

/**
 * Rebuilding after an edit asks what the dev server shows as one saves and what a deploy needs ("do I need to rebuild
 * after editing content" had the customisation guide).
 */
export const rebuildAfter =
  /\b(?:rebuild|re-build|redeploy|re-deploy|build again|deploy again)(?: it| the site)? (?:after|when|every time|each time|whenever) (?:i |we )?(?:edit|editing|change|changing|update|updating)\b/gi

/**
 * A database by its product's name is a database, which chat.yaml reads as the static output that needs none ("does
 * it need postgres or mysql", stop 75, was declined: the site never names one). Firebase is also a host: left out.
 */
export const databaseNames =
  /\b(?:postgres(?:ql)?|mysql|mariadb|mongo(?:db)?|sqlite|supabase|dynamodb|redis|sql server|mssql)\b/gi

/**
 * The newest build or release is the latest version ("i lost track, am i on the newest build", stop 76, was declined).
 */
export const newestBuild = /\b(?:the )?(?:newest|most recent|latest|current) (?:build|copy|drop)\b/gi

/**
 * Links at the bottom of the page are the footer's, which live in the content files ("bottom-of-page links, where are
 * they set", stop 76, had the agent's comparison); favicon.ico is the favicon.
 */
export const bottomLinks =
  /\b(?:the )?(?:bottom[- ]of[- ](?:the[- ])?page|bottom|page[- ]bottom) links\b|\blinks (?:at|on) the bottom(?: of the page)?\b/gi
export const faviconFile = /\bfavicon\.ico\b/gi

/**
 * Changing the exit offer's discount or the popups is editing them in the content files ("can i change the exit offer
 * discount", stop 76, and "can I change the exit offer to a different discount", had the bundle).
 */
export const editsExitOffer =
  /\b(change|edit|set|customi[sz]e|adjust|modify|tweak|update)(?: the)? (?:exit(?:[- ]intent)?|leave[- ]intent) (?:offer|discount|popup|pop-up)(?: discount| code| text)?\b/gi

/**
 * Renaming LaunchKit to the visitor's product is setting the brand name ("how do i rename launchkit to my product
 * name", stop 76, had a "Did you mean").
 */
export const renamesProduct =
  /\brename (?:launchkit|the template|the brand|the site|the product)(?: to (?:my|our) (?:own )?(?:product|brand|company|business|app)(?: name)?)?\b/gi

/**
 * A failed build or install is a question for support ("build failed, what do i do", stop 76, had the Professional
 * plan: "failed" read as nothing, "build" as the plan's).
 */
export const buildFailed =
  /\b(?:the |my )?(?:build|npm run build|deploy|deployment)(?: (?:has|just))? (?:failed|failing|broke|crashed|errored|errors out)\b(?=[,.!?]| what| now| help|\s*$)/gi

/** The built site is the build's output folder ("where does the built site end up", stop 76, had commercial use). */
export const builtSite = /\b(?:the )?built (?:site|files|pages|version|project|website)\b/gi

/**
 * A host that needs any config asks whether it deploys there ("does vercel need any config", stop 76, had a "Did you
 * mean").
 */
export const hostNeedsConfig =
  /\b(?:does|do|will) (netlify|vercel|cloudflare(?: pages)?|github pages|render|firebase|surge|s3)(?: need| require)s? (?:any |special |extra |some )?(?:config|configuration|setup|settings|changes)\b/gi

/**
 * A fresh install is the template out of the box ("performance score when freshly installed", stop 76, had a "Did you
 * mean"); a performance or PageSpeed score is Lighthouse's.
 */
export const freshInstall =
  /\b(?:when |once |right after |after )?(?:freshly installed|fresh install(?:ation)?|fresh out of the box|just installed)\b/gi
export const performanceScore = /(?<!lighthouse )\b(?:performance|perf|pagespeed|page speed) scores?\b/gi

/**
 * A learner's gotchas, pitfalls and caveats of a setup on an operating system are what it needs ("windows 11 laptop,
 * any setup gotchas", stop 76, was declined).
 */
export const systemGotchas =
  /\b(windows|mac|macos|linux|ubuntu|chromebook)(?: \d+)?(?: laptop| machine| pc| computer)?,? (?:any )?(?:setup |install )?(?:gotchas|pitfalls|caveats)\b/gi

/**
 * How long until the first page shows locally is how long running it locally takes ("how long until i see my first
 * page locally", stop 76, set 225, had the privacy policy).
 */
export const firstLocalPage =
  /\bhow long (?:until|till|before) i (?:see|have|get) (?:my first page|it running|the site|the page|anything) (?:locally|running|on localhost)\b/gi

/** A not-found page is a 404 page ("custom not-found page included?", stop 76, set 225, had the customisation guide). */
export const notFoundPage = /\b(?:custom )?not[- ]found page\b/gi

/**
 * Hosts the site never names are static hosts ("will it run on digitalocean app platform", set 238, had a "Did you
 * mean").
 */
export const unnamedHost =
  /\b(?:digital ?ocean(?: app platform| apps)?|heroku|railway|fly\.io|render\.com|hostinger|godaddy|bluehost|siteground|namecheap|azure static web apps|aws amplify)\b/gi

/**
 * Build tooling wired up is the Vite build setup included ("is the build tooling already wired up", set 238, had a
 * "Did you mean").
 */
export const toolingReady =
  /\b(?:the )?(?:build )?(?:tooling|toolchain|bundler|build setup|build config(?:uration)?|build pipeline)(?: (?:already|all))? (?:wired up|hooked up|set up|configured|preconfigured|included|ready|in place|done)\b/gi

/**
 * Spam checked and no download email is a download email that never came ("checked spam, still no download email",
 * set 239, had the performance card: the search reads "spam" as "spa", a taught question's word).
 */
export const checkedSpam =
  /\b(?:i )?(?:checked|looked in|searched|went through) (?:my |the )?(?:spam?|junk)(?: folder| box| mail)?,?\s*/gi
export const noDownloadEmail =
  /\b(?:still )?(?:no|zero|not a single) (?:download|purchase|order|confirmation) (?:email|e-mail|mail|link)\b/gi
