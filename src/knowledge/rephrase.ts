/**
 * Questions in the words the site would use for what they ask: patterns that rewrite a visitor's phrasing before the
 * search reads it ("move up to professional" is "upgrade to professional", "js" is JavaScript). Each pattern says
 * where it came from and what it had answered before. Pure: the build, the browser and `npm run ask` share it.
 */
import { currencyAfter, currencyBefore } from './number-words.ts'
import { stressWords, titleStress } from './search-options.ts'

/**
 * A replacement made only when the whole question passes a test ("window" is a time frame only of a refund or
 * support): the other readings of the words stay as they were.
 */
const onlyIf =
  (test: (question: string) => boolean, replacement: string) =>
  (said: string, ...rest: unknown[]) =>
    // A function replacement gets no "$1" expansion of its own: the groups come before the offset and the question.
    test(String(rest.at(-1)))
      ? replacement.replace(/\$(\d)/g, (_, group: string) => String(rest[+group - 1] ?? ''))
      : said

/** A currency word after a number or before one: the number is a price, as a dollar sign says. */
const currencyBesideNumber = new RegExp(String.raw`(?<=\d)\s*${currencyAfter}|${currencyBefore}(?=\d)`, 'gi')

/**
 * A time of day ("3am", "11.30 pm", "10 p.m."): asking whether something happens then asks when it happens, which
 * the site says as "day and night". Its number is no price, version or count.
 */
const clockTime = /\b(?:[01]?\d)(?:[:.][0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.)(?![\p{L}\d])/giu

/** "one" standing for a thing named before ("that one", "which one?"): a pointing word, not a number. */
const pronounOne = /\b(that|this|which|each|every|other|another|either|any)\s+ones?\b/gi

/**
 * A set phrase that says nothing of the question: "of course" is no course (a meal's, as WordNet files it), and
 * "right now" is no right ("who runs the uk government right now" had the FAQ "What if it is not right for me?").
 */
const setPhrases = /\b(?:of course|right now)\b/gi

/**
 * "What's the damage" asks the price, in slang: its "damage" had the terms' liability clause ("indirect damages").
 * Only as the question's end or before "for" or "on": "what is the damage to my site if…" asks about damage.
 */
const priceSlang = /\bwhat(?:'?s| is) the damage(?= *(?:$|[?!.,]| for\b| on\b))/gi

/**
 * Whether we ask why a refund is wanted is whether the visitor must give a reason ("will you ask why i want a
 * refund", "do i have to explain why"): "why" is a stop word, so only "ask" and "refund" were left, and the refund
 * policy's overview, which does not say, came first.
 */
const askWhy = /\b(?:ask|asks|asking|say|tell you|explain|justify|need to know|want to know) why\b/gi
const aboutRefund = (question: string) => /\b(?:refund|money back|money-back)/i.test(question)

/**
 * A page live on the internet is a deployed one ("how do i get my finished page live on the internet"): chat.yaml
 * reads "internet" as the agent's offline mode ("does it work without internet"), and it had the agent's plan.
 */
const liveOnTheWeb = /\blive on the (?:internet|web)\b/gi

/**
 * Whether two people each have to buy is whether they can share one licence ("my partner and i run a studio, do we
 * both need to buy"): "buy" alone had the try-before-buying entry. The sharing entry says each "needs their own
 * licence".
 */
const eachBuys =
  /\b(?:do|would|will|should|must) (?:we|they|you) (?:both|each|all) (?:need to|have to|must) (?:buy|purchase|pay)(?: for)?(?: (?:it|one|a copy|a licen[cs]e))?\b|\b(?:does|would|will|must) each of us (?:need to |have to )?(?:buy|purchase|pay)(?: for)?(?: (?:it|one|a copy|a licen[cs]e))?\b/gi

/**
 * Who something is aimed at is who it is for ("who is enterprise intended for"): the site says "for freelancers",
 * and "aimed", "intended" and "geared" are words it never says, so they weighed as the question's subject.
 */
const audience = /\b(?:aimed at|intended for|targeted at|geared (?:towards?|to|for)|meant for)\b/gi

/**
 * What the site knows or keeps about the visitor is their info ("what info about me does this site keep", "what do you
 * know about me", "do you keep info on visitors"): "info" alone is a filler ("more info on pricing") and "me" a stop
 * word, so only "keep" was left, and it had the commercial-use page. ("What data do you hold about me" keeps its
 * words: the privacy rights say "what data we hold about you"; "have on" is no verb of it: "what impact does the chat
 * have on visitors" asks about the agent.)
 */
const aboutTheVisitor =
  /\b(info(?:rmation)?|details|know|keep|store|collect|track|record)\b(?: about| on) (?:me|visitors|users|buyers|customers)\b/gi

/**
 * The product not working out for the visitor is the FAQ's "What if it is not right for me?" ("what if the code
 * doesnt work for me"): its "work for me" asked whether it suits a use (the commercial-use page), and its "code"
 * had the coding experience needed. ("Doesn't work out" is chat.yaml's, the refund policy.) So is finding it too hard
 * after buying ("what if I buy it and then realise it's too complicated for me" asked which plan is right).
 */
const notRightForMe =
  /\bif (?:it|this|the (?:template|product)|launchkit) (?:doesn'?t|does not|won'?t|will not) (?:suit|fit) (?:me|us)\b|\bwhat if (?:(?:it|this|the (?:template|code|product|kit)|launchkit) (?:doesn'?t|does not|won'?t|will not|didn'?t|did not) (?:work|suit|fit) for (?:me|us)|(?:i|we) (?:buy|purchase|get|order) it and(?: then)?(?: (?:realise|realize|find|decide|discover|feel)(?: that)?)? (?:it'?s|it is) (?:too (?:complicated|complex|hard|difficult|advanced|technical)|not (?:right|for) (?:me|us))(?: for (?:me|us))?)\b/gi

/**
 * What we do with the visitor's email is what the privacy policy says of the emails they send us ("do you sell my
 * email address", "what happens to my email after support answers", "will my email end up sold", "is my email
 * address shared with anyone"): "email" and "support" had the support channel, and "sell" and "share" the licence
 * terms.
 */
const emailsKept =
  /\b(?:(?:what )?(?:do|does|will|would) (?:you|your team|launchkit|anyone) (?:do with|sell|share|give away|pass on|use|keep|store|save)|(?:what )?happens to) (?:my|our) (?:e-?mails?|e-?mail address(?:es)?)\b|\bmy e-?mails?(?: address)? (?:end up|ends up|gets?|be|is) (?:sold|shared|passed on|given away)\b|\b(?:is|are|will|would|could|does|do) (?:my|our) e-?mails?(?: address(?:es)?)? (?:be |get |ever )?(?:sold|shared|passed on|given away|handed)\b/gi

/**
 * The visitor changing the prices shown is editing the site's content ("how do i change the prices shown on the
 * pricing page", "can my intern update prices without touching React"): "change" and "update" had the price rises
 * and the updates. Who changes them says it is the visitor's copy, not ours ("do prices change?"). So are the FAQ
 * and the testimonials ("where do i edit the faq questions" had a "Did you mean"), and the pricing cards.
 */
const editsPrices =
  /\b((?:i|we|(?:my|our)(?: \w+){1,2}|someone|they|clients?) (?:can |could |to )?)(?:change|edit|update|modify|tweak|swap|replace|rewrite) (?:the |our |my )?(?:prices|pricing (?:cards?|tables?)|faq(?: questions| answers|s)?|testimonials)\b/gi

/**
 * Running it on the visitor's own machine is running it locally ("how do i run the site on my laptop", "steps to
 * get it running on my machine"): chat.yaml reads "my laptop" alone as the system requirements it needs.
 */
const onOwnMachine =
  /\b((?:run|running|start|starting|get it running|get it started)(?: (?:it|this|the site|the template|the project|launchkit))?) on my (?:laptop|machine|computer|pc|mac|macbook)\b/gi

/**
 * The time the template saves, asked as the work it replaces ("how many months of coding does the template
 * replace", "roughly how many weeks of work does this replace", "how many months of building does this spare me"):
 * the site says "3-6 months Development time saved", and "replace" and "spare" are words it never says.
 */
const timeItSaves =
  /\bhow (?:many|much) (?:months|weeks|days|hours|time)(?: of (?:(?:dev|development|developer|engineering) )?(?:work|coding|building|development|dev|programming|effort))? (?:does|will|would|could|can) (?:it|this|the template|launchkit|the kit) (?:replace|spare|save)\b/gi

/**
 * A block that compares plans is the template's pricing table ("is there a ready made plans comparison block"):
 * "comparison" had the agent page's "with and without the agent".
 */
const plansComparison =
  /\b(?:(?:plans?|pricing|price|tiers?) comparison (?:blocks?|sections?|components?|tables?|grids?|widgets?)|comparison (?:blocks?|sections?|components?|tables?|grids?|widgets?) (?:for|of) (?:the )?(?:plans|pricing|prices|tiers))\b/gi

/**
 * "js" and "ts" are JavaScript and TypeScript ("how heavy is the js it ships", "written in ts?"): the search drops
 * two-letter words, as the spec's ranking does. Not a framework's suffix ("next.js", "next js", "node js"), which
 * chat.yaml's phrases read as that framework.
 */
const shortLanguageNames = /(?<![.-]|\b(?:next|node|vue|nuxt|react|express|angular) )\b(?:js|ts)\b(?![.-])/gi

/**
 * Whether we see what is asked in the chat is whether we keep the visitor's questions ("do you see what i ask the
 * chatbot", "can you read the conversations people have with the bot"): the site says the questions "never leave
 * your browser", and "see" and "conversations" had the agent's overview and its "full conversations".
 */
const watchesTheChat =
  /\b(?:see|read|log|record|store|save|monitor|look at|access|watch|spy on)\s+(?:what (?:i|we|people|visitors|users|customers) (?:ask|type|write|say)|(?:my |our |the |visitors'? |people'?s |users'? )?(?:chats?|conversations?|chat messages|chat logs?)\b(?: (?:people|visitors|users|customers|i|we) have)?)/gi

/**
 * A price or plan for some people ("price for 3 devs", "plan for five people", "price for whole team of 10 devs")
 * asks for a team's licence: "devs" is the dev server's word, and "price for 2 devs" had the testimonials, which say
 * "developers" and "prices". So do licences counted ("volume pricing for 20 licences" had the pricing page).
 */
const teamOfSome =
  /\bfor (?:(?:a |the |my |our )?(?:whole |entire )?team of )?([2-9]|[1-9]\d+) (?:devs?|developers|people|seats|users|engineers|coders|programmers|licen[cs]es|copies)\b/gi

/**
 * A price for a team is how much its licence costs ("price for whole team of 10 devs", read as "for a team of 10
 * developers" first): "price" alone is no intent phrase, so the clause about teams, which names no price, came
 * before the plan's card. Only for a team: "price for updates" and "pricing for agencies" were answered already.
 */
const priceForTeam = /\b(?:the )?(?:price|pricing)\s+for(?= a team of \d)/gi

/**
 * The policies a visitor names when asking whether their pages come with the template ("are the policy pages like
 * terms and privacy included", "is there a privacy policy template included"): the template's pages, "from home to
 * policies", not our own privacy policy, which they named and which came first.
 */
const policyNames = /\b(?:privacy policy|privacy|terms of service|terms and conditions|terms of use|terms)\b/gi
const pageOrTemplate = /\b(?:pages?|templates?)\b/i
const comesWith = /\b(?:included|include|includes|already made|ready[- ]made|come with|comes with|ships? with)\b/i
const asksForPages = (question: string) =>
  /\b(?:page|policy) templates?\b|\btemplates? (?:for|like) (?:the |a |an )?(?:privacy|terms)\b/i.test(question) ||
  (pageOrTemplate.test(question) && comesWith.test(question))

/**
 * A download that went wrong ("i lost my download link", "I paid but never got the download email", "the mail with
 * the link never came") asks for help with it, which support gives: the words of the trouble are no site's, so the
 * download step came first.
 */
const downloadTrouble = new RegExp(
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
    "(?:does|do|did)(?:n't|nt| not) work",
    "(?:is|isn't|isnt|is not) working",
    'not working',
  ].join('|')})\b`,
  'gi',
)
const aboutTheDownload = (question: string) => /\b(?:download|link|zip)/i.test(question)

/**
 * Moving up to another plan is upgrading ("i bought starter by mistake, can i move up to professional", "bump my plan
 * up to enterprise"): "move" and "bump" are everyday words, and "by mistake" had the refund policy. Only to a plan:
 * "how high will the price go up to" asks about the price rise.
 */
const movesUp =
  /\b(?:move|moving|step|stepping|go|going|bump|bumping|trade|trading|level|levelling|leveling)(?: (?:my|our|the) (?:plan|licen[cs]e|tier|purchase))? up (?:to|into)(?= (?:the |a |an )?(?:pro|professional|enterprise|bundle|team|agency|(?:next|top|higher|bigger|larger|better) (?:plan|tier|licen[cs]e)|(?:plan|tier|licen[cs]e)s?)\b)/gi

/**
 * How the agent knows what it says is its knowledge base ("how does the agent know my prices", "where does the ai
 * agent get its answers from", "will the assistant learn from my website content"): the site says it "answers from
 * your own knowledge base", and "know", "learn" and "get" are everyday words, so the agent's overview came first. So
 * is what it can answer about ("the chatbot can answer questions about my restaurant menu" had the agent's page).
 */
const agentKnows =
  /\b(agent|assistant|chat ?bot|bot|widget) (?:(?:can|could|will|would) )?(?:know|knows|learn|learns|get its (?:answers|facts|info|information)|gets its (?:answers|facts|info|information)|answer questions about|answers questions about)\b/gi

/**
 * Being bound by the terms is agreeing to them ("am i bound by the terms if i only browse the site", "do the terms
 * apply if i just visit"): the terms say "by using this website … you agree to these terms"; "bound" is a word the
 * site never says, and weighed as the question's subject.
 */
const boundByTerms =
  /\b(?:bound by|subject to|governed by)(?= (?:the |your |these |its |our )?(?:terms|conditions|rules|agreement|tos)\b)|\b(?:the |your |these )?(?:terms(?: of service| and conditions)?|tos) (?:apply|applies)\b/gi

/**
 * "min" before a name is the minimum ("min node", "min npm version"); after a number it is minutes ("set it up in 5
 * min"), as "mins" is.
 */
const minimumShort = /(?<!\d\s?)\bmin\b(?=\s+[a-z])/gi
const minutesShort = /(?<=\d)\s?mins?\b/gi

/**
 * A number to ring or call is a phone ("is there a number i can ring", "a number to call you on"): the contact entry
 * says support is by email, and "ring" is a word the site never says.
 */
const numberToCall =
  /\b(?:a |any )?(?:phone |telephone )?number (?:i|we) (?:can|could) (?:ring|call|dial|phone)\b|\b(?:a |any )?number to (?:ring|call|dial)\b|\bsomeone (?:i|we) (?:can|could) (?:ring|call|phone|talk to|speak to|speak with)\b/gi

/**
 * A time frame or window of a refund or support is how many days ("money back timeframe in days", "what's the
 * refund window"): "timeframe" is a word the site never says, and weighed as the question's subject.
 */
const timeFrame = /\b(?:time ?frame|time window|time limit|window)\b/gi
const aboutRefundOrSupport = (question: string) =>
  /\b(?:refund|money back|money-back|return|support|reply|answer)/i.test(question)

/**
 * Disagreeing with a use of the visitor's data is objecting to it ("i disagree with how my data is used, what can i
 * do"): the privacy policy's rights say "object to its use".
 */
const disagreeWith =
  /\b(?:disagree with|do not agree with|don'?t agree with|am not ok with|(?:i'?m|i am) not okay with|not happy with|stop you(?: from)? (?:processing|using|handling))\b(?=.*\b(?:data|info|information|details|emails?)\b)/gi

/**
 * A server needed in production is a server to deploy on ("do i need to run a server for it in production", "does it
 * need node running on the server in production"): the static build needs none, as the deployment guide says; "run"
 * and "production" had the setup steps, which start a dev server and build for production. Only with "production":
 * a server to run is otherwise the dev server.
 */
const serverNeeded =
  /\b(need|needs|require|requires)(?: to run| to have)? (?:a |my own |our own |any |its own )?(?:node(?:\.?js)?(?: running)?(?: on)? (?:the |a )?)?server\b/gi
const productionWords = /\b(?:in|for|on) (?:production|prod)\b/i
const inProduction = new RegExp(productionWords.source, 'gi')
const mentionsServer = (question: string) => /\bserver\b/i.test(question)
const serverInProduction = (question: string) => mentionsServer(question) && productionWords.test(question)

/**
 * A card named by its brand is a card payment ("do you take american express", "can i pay with visa"): the storefront
 * takes the payment, and the brands are words the site never says. Only asked of paying: "do i need a visa" is none.
 */
const cardBrands = /\b(?:american express|amex|visa|mastercard|master card|discover card|diners club|maestro)\b/gi
const aboutPaying = (question: string) =>
  /\b(?:take|takes|accept|accepts|pay|paying|payment|payments|checkout|cards?)\b/i.test(question)

/**
 * What the visitor can't do is what is not allowed ("what can't i do with the license"): "can't" is a stop word, so
 * the question read as what they can do, the licence's overview.
 */
const cannotDo = /\bwhat (?:can'?t|cannot|can not|mustn'?t|must not|shouldn'?t) (?:i|we|you|clients|buyers) do\b/gi

/**
 * "Bundled" as a verb is included ("which icon set is bundled", "is an icon library bundled with it"): its stem is the
 * bundle's, so the template-and-agent bundle answered. The bundle itself ("what's in the bundle") is a noun, and stays.
 */
const bundledVerb = /\b(?:(?:is|are|comes?|come|gets?|get) bundled|bundled (?:with|in|into))\b/gi

/** "Quicker" and "speedier" are faster ("is support quicker on the top plan"): words the site never says. */
const quicker = /\b(?:quicker|speedier)\b/gi

/**
 * A URL is a link ("is there a live preview url", "whats the url of the docs"): a word the site never says, so it
 * weighed as the question's subject and had "Did you mean" or a decline.
 */
const webAddress = /\burls?\b/gi

/**
 * Kilobytes measure the bundle the site weighs in KB ("kb of javascript shipped on the landing page"): "kb" is two
 * letters, a length the search drops, so the question hung on "landing page" and had the agent's comparison.
 */
const kilobytes = /\b(?:kbs?|kilobytes?)\b/gi

/**
 * Reloading as the visitor edits is the dev server's "changes appear as you save" ("hot reload while editing?"):
 * "reload" is a word the site never says, and weighed as the question's subject (Did you mean).
 */
const hotReload = /\b(?:hot|live)[- ]?reload(?:s|ing)?\b|\bhot module (?:replacement|reloading)\b|\bhmr\b/gi

/**
 * "How much are we talking", or how much for everything, asks the prices: "everything" was the only word left, and
 * it had the home page's "Everything you need to convert visitors" (Did you mean).
 */
const howMuchInAll =
  /\bhow much (?:are we talking(?: about)?(?: (?:for|with) (?:everything|it all|all of it|the lot))?|(?:is |for |would |will )?(?:it )?(?:cost )?(?:be )?(?:for |with )?(?:everything|it all|all of it|the (?:whole|full) (?:thing|lot|package)|the lot))\b/gi

/** Proof of purchase is a receipt, which chat.yaml reads as the invoices: "proof" had the social-proof popups. */
const proofOfPurchase = /\bproof of (?:purchase|payment)\b/gi

/**
 * A plan named by its price and "one" is that plan ("is the 67 one enough for a personal blog"): the number alone
 * had the home page, which names that price too. ("Version" is not here: "the 18 version" is React's.)
 */
const priceOne = /\bthe (\$?\d{2,3}) (?:one|option|tier)\b/gi

/**
 * Documentation of the components' API is the docs' reference of component props ("is there api documentation for
 * the components"): "api" is the AI provider's key to the search, and had the documentation's overview.
 */
const componentApiDocs = /\bapi (?:docs|documentation|reference)\b/gi
const aboutComponents = (question: string) => /\bcomponents?\b|\bprops\b/i.test(question)

/**
 * A company's look or style is its brand ("i want it to match my company's look, how"): "look" and "company" are
 * everyday words, and the question was declined. The documentation says colours and fonts "match your brand".
 */
const companyLook =
  /\b(?:my|our) (?:company'?s?|business'?s?|brand'?s?|own) (?:look(?: and feel)?|style|branding|identity|visual identity)\b/gi

/**
 * A call to help set it up is the Enterprise plan's onboarding call ("can i get a call to help me set up"): "call"
 * alone is the phone, and the support page came first.
 */
const setupCall =
  /\b(?:setup|set-up|set up|onboarding|kickoff|kick-off|getting started) call\b|\bcall to (?:help (?:me |us )?)?(?:set (?:it |me |us |things )?up|get (?:me |us )?started)\b/gi

/**
 * A cost per message, question or visitor asks whether the agent is paid as it is used: it is a one-time purchase
 * ("does the agent cost anything per message" had a "Did you mean"). Only a question about paying is read so.
 */
const perUse = /\bper (?:message|question|chat|reply|answer|request|conversation|visitor|use|query)\b/gi
const aboutCost = (question: string) =>
  /\b(?:cost|costs|charge|charged|charges|pay|paid|fee|fees|billed|bill)\b/i.test(question)

/**
 * Picking the plan later is upgrading later ("can i buy now and pick the plan later"): the FAQ says one pays only the
 * difference, and "plan" alone had the Professional plan.
 */
const planLater =
  /\b(?:pick|choose|decide on|select|settle on) (?:the|a|my|which) (?:plan|tier|licen[cs]e)(?: to (?:use|get|buy))? later\b/gi

/**
 * Whether a human or a bot answers is whether a person does ("who answers, a human or a bot"): chat.yaml reads "talk
 * to a human" as support, and "bot" alone had the agent.
 */
const humanOrBot =
  /\b(?:an? )?(?:human|person|real person|real human|actual person) or (?:an? )?(?:bot|robot|ai|machine|chatbot)\b|\b(?:an? )?(?:bot|robot|ai|machine|chatbot) or (?:an? )?(?:human|person|real person|real human|actual person)\b/gi

/** A favicon is the site's icon, kept with the logo: "favicon" is a word the site never says (declined). */
const favicon = /\bfav ?icons?\b/gi

/**
 * A headless CMS named by its product ("hook it to contentful or strapi?") is a CMS, which chat.yaml reads as the
 * content files: the names are words the site never says, and the question was declined.
 */
const cmsNames =
  /\b(?:contentful|strapi|sanity(?: cms| io|\.io)|storyblok|prismic|directus|hygraph|datocms|tinacms|decap cms|keystatic)\b/gi

/**
 * React's server components ask how pages are rendered: prerendered to static HTML ("does the template use server
 * components" had the chat's privacy, through "server").
 */
const serverComponents = /\b(?:react )?server components?\b/gi

/**
 * A licence per domain asks how many sites a licence covers ("do i need a licence per domain"): chat.yaml reads
 * "domain" alone as the deployment guide, and "several domains" as the projects each plan allows.
 */
const perDomain = /\bper (?:domain|site|website|url)\b/gi

/**
 * A bank or wire transfer is a way to pay at the storefront ("can i pay by bank transfer" had the licence's
 * "non-transferable", and "wire" is a word the site never says).
 */
const wireTransfer = /\b(?:bank|wire|wired) (?:transfer|payment)s?\b/gi

/**
 * Installing or embedding the agent on the visitor's site is adding its chat widget to a React page ("how do i
 * install the agent on my site"): "install" alone had the template's setup. Adding the agent to an order is buying it.
 */
const notAnOrder = (question: string) => !/\b(?:order|cart|basket|checkout|purchase)\b/i.test(question)
const installsAgent =
  /\b(?:install|add|embed|put|integrate|set up|setup) (?:the |your |this |an? )?(?:ai )?(?:agent|chat ?bot|assistant|chat widget|widget)\b/gi

/** A time zone asked of support is when it answers, which the site says as "day and night" and "within 24 hours". */
const timeZone = /\b(?:in |for )?(?:(?:my|your|our|every|any|all|other|different) )?time ?zones?\b/gi

/** A quick start is the documentation's "Getting started" guide (Did you mean: "quick" is read as fast). */
const quickStart = /\bquick ?start(?: guide)?\b/gi

/** A contact (us) page is the support page among the 14 (Did you mean: "contact" and "kit" weighed alone). */
const contactPage = /\bcontact(?: us)? page\b/gi

/**
 * "Someone just bought" is how visitors name the recent-purchase notices (Did you mean: the words are everyday ones).
 */
const justBought = /\b(?:someone|somebody|a person) (?:just )?(?:bought|purchased)\b/gi

/**
 * A refund seen in the visitor's account or on their card is the money back on the original payment method ("how long
 * until i see the refund in my account"): "account" weighed as the subject, and the policy's overview came first.
 */
const refundArrives = /\b(?:in|on|to|into) (?:my|our) (?:bank )?(?:account|card|credit card|statement)\b/gi

/**
 * Shipping a digital product is delivering the download ("do you ship to canada" was declined, the country read as
 * off-topic): the whole rest of the question is where to. Shipping to production or a host is the visitor's deploy.
 */
const shipsTo =
  /\b(?:do|does|can|will) you (?:ship|deliver)(?: it| this| the template| launchkit| the product| the kit)? (?:to|internationally|worldwide|overseas|abroad|outside)\b.*$|\b(?:(?:international|worldwide|overseas|free) (?:shipping|delivery)|(?:shipping|delivery) (?:to|costs?|fees?|charges?|times?))\b/gi
const notADeploy = (question: string) =>
  !/\b(?:production|prod|staging|vercel|netlify|cloudflare|github|host|hosting|server|live|clients?|customers?|users?)\b/i.test(
    question,
  )

/**
 * A page that works without JavaScript is a prerendered one ("does it work without javascript" had the agent's
 * "works without a key"): pages are static HTML first. Not the visitor's own knowledge ("without javascript skills").
 */
const withoutScript =
  /\b(?:without|with no|no) javascript(?! (?:knowledge|experience|skills?|background))\b|\bjavascript (?:disabled|turned off|switched off|off|blocked)\b/gi

/**
 * Another page made from one that exists is adding a page ("how do i create another landing page from the existing
 * one" had the home page): "create" is a word the site never says of pages, and "landing" names the home page.
 */
const anotherPage =
  /\b(?:create|make|build|set up|spin up|duplicate|clone|copy)(?: an?)? (?:another|second|new|extra|additional|one more|more)(?: landing)? pages?\b/gi

/**
 * Whether it is overkill (or too much) for the visitor asks which plan is right for them ("i run a small bakery, is
 * this overkill for me" had the commercial-use page): "overkill" is a word the site never says.
 */
const overkill = /\b(?:overkill|too much|too big|too advanced|too complex|too complicated) for (me|us|my|our|a|an)\b/gi

/** Special pricing, a special price or deal, is a discount ("special pricing for students" had the pricing page). */
const specialPrice = /\bspecial (?:pricing|prices?|deals?|rates?|offers?)\b/gi

/**
 * How long until the visitor's site is online asks how long setup takes ("how long will it take me to get my site
 * online" had the deployment guide, which names no time).
 */
const timeToLive =
  /\bhow (?:long|quickly|fast|soon) (?:will|would|does|do|can|could) (?:it take (?:me |us )?to |i |we )(?:get|put|have|make) (?:my|our|the|a) (?:new )?(?:site|website|page|landing page) (?:online|live|up|running|published)\b/gi

/**
 * Our name or logo removed from a site, or a client's put in its place, is white-labelling ("can i put my clients logo
 * instead of yours everywhere" had the customisation guide): the site says "white-label rights" and "without
 * LaunchKit attribution". The visitor's own logo in place of the template's is customising it (the public folder).
 */
const withoutOurName =
  /\b(?:remove|hide|drop|take off|take out) (?:yours|your (?:logo|name|brand|branding|credits?))\b/gi
const insteadOfOurs =
  /\b(?:instead of|in place of|rather than|replace) (?:yours|your (?:logo|name|brand|branding|credits?))\b/gi
const forClients = (question: string) => /\b(?:clients?|client's|customers?|agency|agencies|resell)\b/i.test(question)

/**
 * A video of the setup is the step-by-step setup guide, in words the site uses ("are there any screencasts showing
 * how to install it" had a "Did you mean"): the site has no videos, and "screencast" is a word it never says.
 */
const setupVideo =
  /\b(?:screencasts?|video (?:walkthroughs?|tutorials?|guides?)|(?:tutorial|walkthrough|setup|install|installation) videos?|youtube (?:tutorials?|videos?|vids?|channel)|(?:videos?|vids?) (?:showing|that shows?|explaining|on) how to (?:set|install))\b/gi

/**
 * Which browser the visitor needs asks which browsers are supported ("what browser do i need to see the site
 * properly" had the privacy clause "what stays in your browser").
 */
const browserNeeded =
  /\b(?:what|which) (?:web )?browsers? (?:(?:do|does|should|would|will) (?:i|we|you|my visitors|visitors|people|users) (?:need|use|have)|(?:is|are) (?:need|needed|necessary|required) (?:for|to))\b/gi

/**
 * A template still maintained, not abandoned, is one that gets updates ("how do i know the template is being updated
 * and not abandoned" had a "Did you mean"): the site says "lifetime updates", never "maintained" or "abandoned".
 */
const maintained =
  /\b(?:abandoned|abandonware|discontinued|a dead project|(?:still|actively|being|regularly|well) (?:maintained|developed|updated|worked on))\b/gi

/**
 * Paying in instalments is paying monthly, which a one-time price is not ("installments for the enterprise plan" had
 * the setup guide: "installments" stems to "install").
 */
const instalments =
  /\b(?:installments?|instalments?|payment plans?|split (?:the |my )?payments?|pay in (?:parts|chunks))\b/gi

/**
 * The agent on another platform asks where its widget goes ("does the agent work on wordpress" was declined): it
 * drops into any React page, which says whether it fits.
 */
const agentElsewhere =
  /\b(?:agent|assistant|chat ?bot|bot|chat widget|widget) (?:work|works|run|runs) (?:on|with|in) (?:my )?(wordpress|wix|squarespace|shopify|webflow|joomla|drupal|ghost|framer|vue|angular|svelte)\b/gi

/**
 * A security problem found in the code is one to report to support ("what if i find a security problem in the code"
 * had the coding-experience answer, "what if i find a security issue" support).
 */
const securityFound =
  /\b(find|found|spot|spotted|discover|discovered|notice|noticed|report|reporting) (?:a |an |any |some )?(?:(?:security|safety) (?:problem|hole|bug|flaw|vulnerability|weakness|issue)s?|vulnerabilit(?:y|ies)|exploits?)\b/gi

/**
 * Another currency "instead of dollars" asks which currency the prices are in ("can i get charged in gbp instead of
 * dollars" had the bundle, whose price reads "… one-time instead of …"): the dollars are the currency, not a price.
 */
const insteadOfDollars = /\b(?:instead of|rather than|not in|not) (?:us |american )?(?:dollars|usd)\b/gi

/**
 * Pictures and photos are the site's images ("will it slow down if i add lots of pictures" was declined): chat.yaml's
 * synonym finds them, but an everyday word the site never says weighs little, so the question seemed to name nothing.
 */
const pictures = /\b(?:pictures?|photos?|photographs?|pics?)\b(?! (?:of|for) (?:me|my|myself|us|our))/gi

/**
 * Text-speak's "u" and "ur" are "you" and "your" ("can i call u" had the best practices' "call to action"): the search
 * drops words under three letters, so "call" was read alone.
 */
const textYou = /(?<![.'-])\bu\b(?![.'-])/gi
const textYour = /(?<![.'-])\bur\b(?![.'-])/gi

/**
 * "Ent" is Enterprise, said of a plan ("is ent worth it for solo dev" was declined, "upgrade cost starter to ent"
 * answered): a word the site never says. Only beside what is said of plans.
 */
const entShort = /\bent\b/gi
const aboutPlans = (question: string) =>
  /\b(?:worth|plan|tier|licen[cs]e|upgrade|starter|pro|professional|price|cost|buy|get|vs|or|solo|team|agency)\b/i.test(
    question,
  )

/**
 * AA or AAA compliance is the accessibility standard the site meets, WCAG 2.2 AA ("aa or aaa compliance" was declined:
 * "aa" is too short a word to search, and "aaa" a word the site never says).
 */
const conformance =
  /\b(?:wcag )?a{2,3}(?: or a{2,3})? (?:compliance|compliant|conformance|conformant|level|standard|rating|accessibility)\b/gi

/** The agent's training data is its knowledge base ("agent training data" had a "Did you mean"). */
const trainingData = /\btraining (?:data|material|content|set)\b/gi

/** A discount, promo or coupon code is a discount ("exit offer code" had the package's source code). */
const discountCode = /\b(?:discount|promo|promotion|promotional|coupon|voucher|offer|sale) codes?\b/gi

/**
 * Charged twice is a payment gone wrong, which support puts right ("charged twice" was declined, and "what if i bought
 * twice by accident" had the refund policy).
 */
const chargedTwice =
  /\b(?:(?:charged|billed|paid|debited) (?:me )?(?:twice|two times|double)|double (?:charged|billed|charge|payment))\b/gi

/**
 * Changing the site oneself, without a developer, is changing its texts in the content files ("my developer left, can
 * i still update the site myself" had the licence's updates).
 */
const byMyself =
  /\b(?:update|edit|change|maintain|manage|run|look after) (?:the|my|our) (?:site|website|pages?|landing page|content|texts?|copy) (?:myself|ourselves|on my own|on our own|alone|without (?:a|my|our) (?:dev|developer|programmer|coder))\b/gi

/**
 * Prices shown, hidden or in another currency on the visitor's own site are edited in its content files ("can i show
 * prices in my own currency on my site" had our own prices' currency, "can i hide the price on my site" our pricing).
 */
const pricesOnMySite =
  /\b(?:show|display|hide|remove|change|edit|set|list)(?: the| my| our)? prices? (?:in (?:my|our) (?:own |local )?currency|on (?:my|our) (?:own )?(?:site|website|page|landing page))\b/gi

/**
 * Launching by a day asks how fast one can launch ("i want to launch by friday, is that realistic" was declined): the
 * rest of the question is whether that is enough. The site says "ship landing pages in days".
 */
const launchBy =
  /\b(?:launch|go live|ship it|be live|be online|publish it|get it live|get it online)(?: it)? (?:by|before|on|for|in time for|this|next) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|weekend|tomorrow|tonight|next week|this week|end of (?:the )?(?:week|month))\b.*$/gi

/**
 * Whether it still works in some years asks how long the licence and its updates last ("will the template still work
 * in five years" had the refund policy, through "years" and "work").
 */
const stillWorksIn =
  /\b(?:still (?:work|be (?:usable|supported|working|around|updated))|keep working|last) (?:in|after|for) (?:\d+|a few|several|many|some|two|three|four|five|ten) (?:more )?years\b/gi

/**
 * Breaking something, while editing or otherwise, is something that breaks, which support helps with ("what if i break
 * something while editing" was declined: "editing" weighed as the subject).
 */
const breaksSomething =
  /\b(?:(?:i |we )?(?:break|broke|mess up|messed up|screw up|screwed up) (?:something|anything|it|the site|my site|the code|things)|something (?:breaks|goes wrong))(?: (?:while|when|by) (?:editing|changing|customi[sz]ing|updating|tweaking)(?: it| the code| the site| things)?)?\b/gi

/**
 * A team or a machine on Windows, a Mac or Linux asks what the setup needs ("my team uses windows, any issues" had
 * support, through "issues").
 */
const onSystem = /\b(?:uses?|using|on|runs?|running|has|have) (windows|macos|mac|linux|ubuntu|chromebook)\b/gi
/** Not another program installed on that system ("how do i install docker on windows"). */
const notOtherSoftware = (question: string) =>
  !/\b(?:install|download|update|uninstall|reinstall|run) (?!(?:it|this|the template|launchkit|the kit|the project|the site|node|node\.?js|npm|yarn|git|the dependencies|dependencies)\b)\w+/i.test(
    question,
  )

/**
 * The agent needing a database or a backend is the agent's workings ("does the agent need a database" was declined:
 * a task no passage of the agent names).
 */
const agentBackend =
  /\b(agent|assistant|chat ?bot|bot|chat|widget) (?:need|needs|require|requires) (?:a |an |its own |any )?(?:database|db|backend|back end|back-end)\b/gi

/** How many sections asks about the landing sections ("how many sections does the homepage have": Did you mean). */
const howManySections = /\bhow many sections\b/gi

/**
 * What is new in the latest version, or what changed between versions, asks for the changelog ("whats new in the
 * latest version" had the download FAQ, "where can I read what changed between versions" the terms' changes); so do
 * release notes, words no page says.
 */
const whatsNew =
  /\bwhat(?:'s| is|s)? new in (?:the )?(?:latest|newest|last|current|next|new|recent|most recent) (?:version|release|update)\b|\bwhat(?:'s| has)? changed (?:between|in|across|since|from) (?:the )?(?:(?:latest|newest|last|current|recent|each|every|one|two) )?(?:versions?|releases?|updates?)(?: \d+(?:\.\d+)*)?|\brelease notes\b/gi

/**
 * Understanding or following the code is whether it is readable ("would a junior dev on my team understand the code"
 * had the agencies' team licence).
 */
const readsTheCode =
  /\b(?:understand|follow|read|grasp|get into|work with|find their way (?:in|around)) the (?:code|codebase|source(?: code)?)\b/gi

/** Paying in crypto asks about payment methods ("can i pay with crypto" was declined). */
const crypto =
  /\b(?:crypto(?:currency|currencies)?|bitcoin|btc|ethereum|eth|usdt|usdc|stablecoins?|upi|pix|alipay|wechat pay|paytm|klarna|afterpay|venmo|cash app|apple pay|google pay|gpay|boleto|m-?pesa)\b/gi

/**
 * Where the purchase is made, or whether on this site, asks where checkout happens ("where is the actual purchase
 * made, on your site?" had the setup guide, whose first step follows the purchase).
 */
const purchaseMade =
  /\b(?:the )?(?:actual )?(?:purchase|payment|order|transaction|sale)s? (?:is |are |gets? )?(?:made|done|happening|happens|happen|taking place|takes place|take place|processed|handled|completed)\b/gi

/**
 * A headless CMS by name is a CMS, which chat.yaml reads as the content files ("is there a CMS integration, like
 * contentful or sanity" had a "Did you mean"): the names are words no page says. Not a sanity check.
 */
const cmsName =
  /\b(?:contentful|sanity(?:\.io| io)?(?! checks?\b)|strapi|storyblok|prismic|directus|datocms|hygraph|payload cms|keystatic|tinacms)\b/gi

/**
 * Asking whether we are on a social network, or for our account there, asks how to reach us ("are you on twitter" had
 * the SEO card's Twitter cards): support is by email.
 */
const socialAccount =
  /\b(?:are you|is launchkit|are you guys) (?:on|active on) (?:twitter|x|linkedin|instagram|facebook|youtube|tiktok|mastodon|bluesky|threads|reddit|social media)\b|\b(?:your|launchkit'?s) (?:twitter|linkedin|instagram|facebook|youtube|tiktok|mastodon|bluesky|social media)(?: accounts?| page| handle| profile)?\b/gi

/** Case studies are success stories ("do you have case studies from agencies" had a "Did you mean"). */
const caseStudies = /\bcase[ -]stud(?:y|ies)\b/gi

/**
 * A project for school or for learning is a personal project ("can i use it for my university project" had the
 * commercial projects item): the school is a word no page says.
 */
const schoolProject =
  /\b(?:university|uni|school|college|class|course|student|thesis|dissertation|coursework|learning|practice|portfolio) projects?\b/gi

/** React hooks are React ("does the template use hooks" had the page templates): "hooks" is a word no page says. */
const hooks = /\b(?:react )?hooks\b(?! (?:into|up|to)\b)/gi

/**
 * Downloading again, on a new machine or later, is the download link, which always serves the latest version ("can
 * i download it again on a new laptop" had a "Did you mean": the laptop weighed as the subject).
 */
const downloadAgain =
  /\b(?:re-?download(?:ing)?|download(?:ing)? (?:it|the template|the files|the zip|everything|my copy) again)\b(?: on (?:a |my |another |the )?(?:new |other |second |different )?(?:laptop|computer|machine|pc|mac|device))?/gi

/**
 * Giving the agent the visitor's facts is adding them to its knowledge base ("how do i give the ai agent my pricing"
 * had the agent's own price).
 */
const feedsTheAgent =
  /\b(?:give|feed|teach|provide|upload|load|send)(?: to)? (?:the |my |your )?(?:ai )?(?:agent|assistant|chat ?bot|bot)(?: with| about)? (?:my|our) (\w+)/gi

/**
 * Launching within days or weeks asks how fast a page goes live ("launching my saas in 3 weeks, can i get a page up
 * with this in time" had the commercial-use page). The whole question, as for a launch by a day (launchBy).
 */
const launchWithin =
  /\b(?:launch|launching|go live|going live|ship|shipping|release|releasing)(?: (?:my|our|the|a) \w+| it)? (?:in|within) (?:\d+|a|one|two|three|four|a few|few|a couple of|couple of) (?:days?|weeks?|months?)\b.*$/gi

/**
 * The visitor's own business, by kind, is a commercial business ("can i use in 2 restaurants" was declined, and "can
 * i use it for my business" had sharing a licence): chat.yaml counts food and buildings as topics no page covers,
 * and "business" reads as the refund's business days. Only one the visitor has or counts: "the best restaurant in
 * madrid" stays declined, and "my bakery" (which rules and taught questions read already) is left alone, but "for
 * my business" is the visitor's.
 */
const ownBusiness =
  /(?<=\b(?:(?:i|we) (?:have|own|run|manage) an?|for (?:my|our)|\d+|two|three|four|both|several|multiple) )(?:small |local |own |new |family )?(?:business(?:es)?|restaurants?|caf[eé]s?|bakery|bakeries|hotels?|salons?|gyms?|clinics?|stores?|shops?|boutiques?|practices?)\b/gi

/** Hours shortened are hours ("support hrs" was declined). */
const hoursShort = /\b(\d+ ?)?hrs\b/gi

/** Use in, on or for, without its object, is using it ("can i use in 2 restaurants"). */
const useWithout = /\b(can|could|may) (i|we) use (in|on|for)\b/gi

/** Clicking buy is going to checkout ("what happens when i click buy" had trying before buying). */
const clickBuy =
  /\b(?:click|clicking|press|pressing|hit|hitting|tap|tapping) (?:on )?(?:the )?(?:buy|purchase|checkout|order|get it)(?: now)?(?: buttons?)?\b/gi

/** A satisfaction guarantee is the money-back guarantee ("is there a satisfaction guarantee on the agent": Did you mean). */
const satisfaction = /\bsatisfaction(?: guaranteed?| guarantees?)\b/gi

/**
 * The agent getting smarter or better over time asks how it learns, which is from the knowledge base ("does the agent
 * get smarter over time" was declined).
 */
const getsSmarter =
  /\b(agent|assistant|chat ?bot|bot) (?:(?:get|gets|grow|grows|become|becomes) (?:smarter|cleverer|better|more intelligent)|improve|improves|learn|learns) over time\b/gi

/**
 * The words on a call to action, a button or a heading are texts, changed in the content files ("how do i change the
 * call to action text" had the coding-experience answer).
 */
const ctaText =
  /\b(?:call to action|cta|button|buttons|headline|headlines|heading|headings|tagline)(?: text| texts| copy| label| labels| wording)\b/gi

/**
 * Where the buttons on the visitor's own site link, or linking them to the visitor's own checkout, is a link in the
 * content files ("where do the buy buttons link to on my site" had how buying from us works).
 */
const buttonLinks =
  /\b(?:(?:buy|purchase|checkout|cta|pricing) )?buttons? (?:link|links|point|points|go|goes|lead|leads) to\b(?=.*\bmy (?:own )?(?:site|website|page|checkout|store|shop)\b)|\b(?:link|connect|point|hook up|wire up) (?:the |my |our )?(?:(?:buy|purchase|checkout|cta|pricing) )?buttons? (?:to|with) (?:my|our) own\b|\bwhere (?:do|are) (?:the )?(?:(?:button|buttons') )?links(?: for the (?:buttons?|ctas?))? (?:live|kept|set|stored|defined)\b/gi

/**
 * Knowing only the basics, or not TypeScript or React, asks how much coding experience is needed ("i only know
 * javascript, will the typescript scare me" had the Clean TypeScript feature, "i only know wordpress" a decline).
 */
const knowsLittle =
  /\b(?:i|we) (?:(?:only|just|mostly|barely) (?:know|speak|use|write|code in|learned|learnt|understand)(?: (?:plain|vanilla|basic|some|a bit of|a little))? (?:javascript|html|css|jquery|python|php|wordpress)(?: and (?:css|html|javascript))?|(?:don'?t|do not|dont|not|no|never|have never|haven'?t|barely) (?:know|knew|used|use|learned|learnt|written|touched|worked with|coded in) (?:any )?(?:typescript|react))\b/gi

/**
 * A colour named for the visitor's brand or theme is a brand colour ("i want my brand purple instead, where do i set
 * that" was declined): the names are words the site never says. Only about the look: "why is the sky blue" stays.
 */
const colourNames =
  /\b(?:red|blue|green|purple|violet|orange|yellow|pink|teal|turquoise|navy|maroon|magenta|cyan|beige|lilac|lavender|indigo|mint|coral|burgundy|emerald)\b/gi
const aboutTheLook = (question: string) =>
  /\b(?:brand|branding|colou?rs?|theme|buttons?|background|header|accent|primary|design|style|fonts?|logo)\b/i.test(
    question,
  )

/**
 * Paying for hosting on top, or separately, asks whether a server is needed ("do I need to pay for hosting separately
 * on top of the template" had the bundle, through "separately" and "on top"): the static build needs none.
 */
const paysForHosting =
  /\b(?:pay|paying|paid|charged|charge|costs?)(?: extra)? for (?:the |a |any |web |my own |your )?(hosting|host|server|servers)\b(?: (?:separately|extra|on top(?: of (?:that|it|this|the template|the price))?|as well|too|also|monthly|every month|each month|yearly|every year))*/gi

/**
 * The visitor's own menu, services or prices put on the site are its texts, changed in the content files ("can I put
 * my bakery menu and prices on it" had the components guide, through "put" and "menu").
 */
const ownListings =
  /\b(put|add|show|list|display|publish|feature)(?: (?:all|both))? (?:my|our)(?: (?:own|[a-z]+))? (?:menu|menus|prices|products|services|price list|opening hours|events|classes|schedule|timetable|portfolio|offers|treatments)\b/gi

/**
 * Making things up, lying or talking rubbish to the visitor's customers is making up answers, which chat.yaml reads as
 * the agent's grounding ("is the assistant going to make things up to my customers" had the commercial-use page, "can
 * the agent talk rubbish about my competitors" was declined): "make up" had a word between its halves, the customers
 * weighed as the subject, and the competitors it might name are words no page says.
 */
const makesThingsUp =
  /\b(?:(?:make|makes|making|made) (?:things|stuff|answers|facts|something|anything|prices|details|information|info) up|(?:lie|lies|lying|lied)(?= to\b)|(?:talk|talks|say|says|spread|spreads|tell|tells) (?:rubbish|nonsense|bad things|lies|garbage|trash|false things|wrong things)|bad-?mouth(?:s|ing)?)(?: (?:to|for) (?:my|our|the|your) (?:customers|visitors|users|clients|buyers)| about (?:my|our|the) (?:competitors?|competition|rivals?))?/gi

/**
 * A web address the visitor owns is their own domain ("I already own yogawithanna.com, can the site live there" had
 * a "Did you mean"): the name is no word of the site. Not ours, an e-mail's, a framework's ("next.js"), or a known
 * service's ("schema.org markup", "github.com").
 */
const webDomain =
  /(?<![@.\w-])(?![\w.-]*launchkit\.)(?!(?:www\.)?(?:schema|github|google|vercel|netlify|npmjs|openai|chatgpt|stackoverflow|wordpress|shopify|wix|squarespace|webflow|godaddy|namecheap|cloudflare|amazon|aws)\.)(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|co|app|shop|store|site|online|xyz|de|uk|fr|es|it|nl|ca|au|in|me|studio|design)\b(?![.@-])/gi

/**
 * A window that popped up as the visitor left is the exit-intent offer ("what's that window that popped up when I
 * tried to leave" was declined): leaving is said in everyday words, and the offer names only its plan.
 */
const whenLeaving =
  /\b(?:when|as|while|before|after) (?:i|you|we|visitors?|people|users|someone|i'm|i was) (?:(?:tried|try|tries|trying|was trying|were trying|wanted|want|went|go|was about|am about|moved?) to )?(?:leave|leaving|left|exit|exiting|close|closing|quit)\b(?: (?:the |your |this )?(?:page|site|website|tab))?/gi
const aboutAPopup = (question: string) =>
  /\b(?:pop ?ups?|popped|pops|window|box|dialog|modal|overlay|offer|discount|deal|banner)\b/i.test(question)

/**
 * The JavaScript payload is the bundle's size ("how big is the js payload on the homepage" was declined): "payload" is
 * a word the site never says.
 */
const payload = /\b(?:javascript |js )?payloads?\b/gi

/** tsconfig holds the TypeScript settings ("strict mode on in tsconfig?" had a "Did you mean"). */
const tsconfig = /\btsconfig(?:\.json)?\b/gi

/**
 * A production build is building the static site ("how do I run a production build locally" had the dev server,
 * through "run" and "locally"): the deploy step builds it with one command.
 */
const productionBuild =
  /\b(?:run|make|do|create|generate|try|test|preview)(?: a| the| my)? (?:production|prod) build\b/gi

/**
 * Copy or prices hard-coded in the JSX, or kept in config, ask whether they sit in the components or the content files
 * ("where do prices live, hardcoded in jsx or config" had the Clean TypeScript feature, through "jsx" and "config").
 */
const hardCoded =
  /\b(?:hard[- ]?coded|baked in(?:to)?(?: the code)?)(?: (?:in|into) (?:the )?(?:jsx|components?|code|source))?(?: or (?:in )?(?:a |the )?(?:config|configuration|json|yaml|data|content)(?: files?)?)?/gi

/**
 * Whether updates cover or bring something asks what the licence's updates include ("do updates cover new page
 * templates too" had the Professional plan): every future update of the product bought.
 */
const updatesCover =
  /\b(?:do|does|will|would) (?:the |future |lifetime |free )?updates (?:cover|include|contain|bring|add|come with)\b/gi

/**
 * A language model the visitor runs or hosts is a provider the agent streams from ("can I self host the agent's llm"
 * had a "Did you mean"): the site says it streams replies "from OpenAI-compatible providers".
 */
const languageModel = /\b(?:llms?|large language models?|local models?|ollama|lm studio|vllm)\b/gi
const selfHost = /\bself[- ]?(host(?:ed|ing)?)\b/gi

/**
 * A throttled or mobile network is a slow connection, which chat.yaml reads as performance ("what's the lcp like on a
 * throttled 4g connection" had a "Did you mean": "throttled" and "4g" are words the site never says).
 */
const slowNetwork =
  /\b(?:(?:throttled|slow|slower|bad|poor|weak|patchy|flaky|spotty|mobile|cellular) )?(?:[2345]g|lte)(?: (?:connection|network|internet|data))?\b|\b(?:throttled|patchy|flaky|spotty|(?:slow|bad|poor|weak) (?:rural |village |countryside |home |mobile )?|rural) (?:connections?|networks?|internet|wifi|wi-fi|broadband)\b/gi

/** Words that stress a question and ask nothing (search-options.ts's `stressWords`), and "to be honest". */
const stress = new RegExp(
  `\\s*\\b(?:${stressWords.filter((word) => !titleStress.has(word)).join('|')}|to be honest)\\b,?`,
  'gi',
)

/** "ver" is a version ("node ver", "reactjs ver": a "Did you mean"), and "reactjs" is React. */
const verShort = /\bver\b\.?/gi
const reactJs = /\breact\.?js\b/gi

/**
 * What an upgrade costs is the FAQ's "you only pay the difference" ("upgrade price" had the pricing FAQ's list, the
 * upgrade third in it).
 */
const upgradePrice =
  /\b(?:upgrade (?:price|cost|fee)s?|(?:price|cost|fee) (?:of|for|to) (?:an? )?upgrad(?:e|ing)|(?:is it|does it cost|to) (?:go|move|switch|step up|jump)(?: up)? from (?:the )?(?:starter|pro|professional) to (?:the )?(?:pro|professional|enterprise))\b/gi

/**
 * A site built with it, to be shown or seen, is the live preview ("can you show me a site built with it" had the
 * commercial-use page, through "built" and "site").
 */
const builtWithIt =
  /\b(?:show(?: me)?|see|any|are there|list|share) (?:a |an |some |any )?(?:real |live )?(?:sites?|websites?|pages?|examples?|showcase|demos?)(?: (?:built|made|created|done|live))? (?:with|using|on) (?:it|this|launchkit|the template)\b/gi

/**
 * How fast other buyers launched is what the testimonials and the home page say ("how fast did other customers
 * launch" had the commercial-use page, through "customers"): they ship "in days".
 */
const othersLaunched =
  /\bhow (?:fast|quickly|soon|long)(?: did| do| does| have| has)?(?: it take)? (?:other |your |existing |real )?(?:customers|buyers|users|people|clients|developers|founders)(?: to)? (?:launch|ship|go live|get live)(?:ed)?\b/gi

/**
 * Looking at the source before paying is trying it before buying ("is there any way to look at the source before
 * paying" had the licence terms, through "source").
 */
const sourceFirst =
  /\b(?:look at|see|view|inspect|browse|check|read|peek at|review)(?: the)? (?:source(?: code)?|code|codebase|repo)(?= (?:before|prior to) (?:paying|buying|i buy|i pay|purchase|purchasing|checkout)\b)/gi

/** The fine or small print of the licence is its terms ("what's the fine print in the license": Did you mean). */
const finePrint = /\b(?:fine|small) print\b/gi

/**
 * Whether the agent raises sales asks what the agent page promises ("does the agent actually increase sales or is that
 * hype" had a "Did you mean"): it "turns questions into sales". "Or is that hype" asks nothing more.
 */
const moreSales =
  /\b(?:increase|increases|boost|boosts|grow|grows|improve|improves|raise|raises|drive|drives|bring|brings|generate|generates|get me|gets me)(?: (?:my|our|your|more))? (?:sales|conversions?|revenue|sign-?ups|leads)\b/gi
const justHype = /,? or (?:is )?(?:that|it|this) (?:just )?(?:hype|marketing|a gimmick|fluff|bs)\b/gi

/**
 * How the visitor gets the template asks how to download it ("once I pay, how do I get the template?" had the home
 * page: "get" is a stop word, so only "pay" and "template" were left). Only as the question's end or before when:
 * "how do I get the template working" asks about the setup.
 */
const getsTheTemplate =
  /\bhow (?:do|will|would|can|should) (?:i|we) (?:get|receive|access|obtain|grab) (?:the |my |our )?(?:template|files?|source code|code|product|kit|zip|purchase)\b(?= *(?:$|[?!.,]|(?:after|once|when|if|from|right after|as soon as)\b))/gi

/**
 * A headline or tagline changed is a text of the content files ("can I update the hero headline without bugging
 * engineering" had the SEO card), and doing it without bothering the engineers is doing it without a developer.
 */
const editsHeadline =
  /\b(?:update|edit|change|rewrite|tweak|swap|replace)(?: the| our| my)?(?: hero| home ?page| landing page| page)? (?:headlines?|sub-?headlines?|taglines?|hero text|hero copy)\b/gi
const withoutEngineers =
  /\bwithout (?:bugging|asking|waiting (?:on|for)|involving|needing|bothering|pinging) (?:the |our |my |a )?(?:engineering|engineers?|developers?|devs?|dev team|tech team|it team|programmers?)\b/gi

/** Regular support, against priority support, is email support ("how does priority support differ from regular"). */
const regularSupport = /\b(?:regular|normal|standard|basic|ordinary) (?:email )?support\b/gi

/**
 * The AI's usage or costs are paid through the OpenAI key ("who pays for the openai usage, me or my visitors" had the
 * pricing page, through "pay"): the site says the agent works without one, or with "your" key.
 */
const aiUsage = /\b(?:openai|api|ai|gpt|token|model) (?:usage|costs?|bills?|billing|fees?|charges?|credits?)\b/gi

/**
 * An agency's freelancers or contractors are developers of its team ("can our agency's freelancers use the enterprise
 * licence" had the licence's overview, through "freelancers": the Professional plan's word).
 */
const ourFreelancers =
  /\b(?:our|my|the|agency'?s|studio'?s|team'?s) (?:external |outside )?(?:freelancers|contractors|subcontractors)\b/gi

/**
 * A relative or friend who helps is someone ("my nephew knows some code, can he set it up for me" was declined):
 * the person is a word no page says, and weighed as the question's subject. Only one who does something: "call my
 * mom" stays declined. (A partner who shares the work is eachBuys's.)
 */
const relative =
  /\b(?:my|our) (?:nephews?|nieces?|sons?|daughters?|cousins?|brothers?|sisters?|husband|wife|uncle|aunt|dad|father|mum|mom|mother|parents|kids?|children|boyfriend|girlfriend|grandson|granddaughter|neighbou?r|flatmate|roommate)(?= (?:knows|can|could|will|would|wants|offered|says|said|built|builds|made|does|is going|helps|codes|is|works)\b)/gi

/**
 * Text-speak's "hw" is "how" before what it asks ("hw much is it" was declined: the search drops words under three
 * letters, so only "it" was left).
 */
const textHow = /\bhw(?= (?:much|many|long|do|does|did|can|to|is|are|fast|big|often)\b)/gi

/** Google's or Adobe's fonts are the visitor's own fonts ("can I swap in Google Fonts" had the SEO card: "google"). */
const hostedFonts = /\b(?:google|adobe|bunny|hosted) fonts?\b|\btypekit\b/gi

/** A codebase is the code ("does the codebase use typescript strict mode" had a "Did you mean": a word no page says). */
const codebase = /\bcode ?bases?\b/gi

/**
 * Another starter is another template, not the Starter plan ("what makes it faster than a typical starter" had the
 * Starter plan).
 */
const otherStarters =
  /\b(?:a |an |the |any |other )?(?:typical|usual|average|regular|normal|generic|other|free|open[- ]source|basic|most|many) starters?(?: (?:templates?|kits?|projects?|repos?))?\b/gi

/**
 * Faster than something is how fast the pages are ("what makes it faster than a typical starter" had "Ready to launch
 * faster?"), unless the question is about launching, shipping or building sooner; and only said of the template ("is
 * rust faster than go" is declined).
 */
const faster = /\b(?:faster|quicker|speedier)\b/gi
const aboutLoading = (question: string) =>
  /\b(?:it|this|launchkit|template|site|page|pages)\b/i.test(question) &&
  !/\b(?:launch\w*|ship\w*|live|deliver\w*|set ?up|setup|install\w*|build\w*|done|finish\w*|develop\w*|support|reply|replies|respond\w*|answers?|refunds?|download\w*)\b/i.test(
    question,
  )

/**
 * A knock-off or copy of another kit asks how the template compares with it ("is this just a Tailwind UI knockoff" was
 * declined): the word judges, and names nothing the site says.
 */
const knockOff = /\s*\b(?:knock-?offs?|rip-?offs?|copycats?|clones?)\b(?= *[?.!]*$)/gi

/**
 * A wrapper around ChatGPT asks where the agent's answers come from ("is the AI agent just a wrapper around ChatGPT"
 * had the agent's price).
 */
const gptWrapper =
  /\b(?:just |only |simply |merely )?(?:a |an )?(?:thin |simple )?wrappers? (?:around|for|over|on|of) (?:chat ?gpt|openai|gpt(?:-?\d\w*)?|an? llm|the openai api)\b/gi

/**
 * Reaching 500 licences is the price rise the pricing states ("what happens when you hit 500 licences" had the
 * commercial licence).
 */
const licenceLimit =
  /\b(?:what happens )?(?:when|once|after|if) (?:you )?(?:hit|reach|pass|cross|sell|sold|get to|have sold)(?: the)? 500(?: licen[cs]es| sales| copies| buyers| customers)?\b/gi

/**
 * A builder's or shop's theme asks what the template is made of ("is it a wordpress theme" was declined): the page
 * that says so is the technologies. Only what it is, not a version for one ("is there a wordpress version").
 */
const platformTheme =
  /\b(?:is|isn't|isnt) (?:it|this|launchkit|the template) (?:just )?(?:a|an) (?:wordpress|shopify|wix|squarespace|webflow|drupal|joomla|ghost|hugo|jekyll|gatsby|bootstrap) (?:theme|template|plugin|site)\b/gi

/** Who helps is support ("if I can't figure something out, who helps" was declined). */
const whoHelps = /\bwho (?:helps|can help|will help|would help)\b(?! (?:the|my|our) (?:visitors?|customers?))/gi

/**
 * The steps to deploy on a named host are the deployment guide's build and upload ("steps to publish on Netlify" had
 * the card that names the hosts).
 */
const deployOnHost =
  /\b(?:steps? to|how to|how (?:do|can|should|would) i) (?:deploy|publish|upload|host|put)(?: (?:it|the site|my site|the template|my page|the page))? (?:on|to|with) (netlify|vercel|cloudflare(?: pages)?|github pages|s3)\b/gi

/**
 * A team's discount is the Enterprise plan's team licence ("is there a team discount" had the bundle's saving).
 */
const teamDiscount =
  /\b(?:team|group|volume|bulk|multi[- ]?seat|seat|multiple seats?|several seats?|agency|company) (?:discounts?|pricing|deals?|rates?)\b/gi

/**
 * Customers' or users' data is the visitors' data the privacy policy speaks of ("is it safe for my customers' data"
 * had the commercial licence: customers are clients there).
 */
const visitorData =
  /\b(?:customers?|clients?|users?|visitors?)(?:'s|s'|')? (data|info|information|details|personal data|privacy)\b/gi

/**
 * The agent asked about data is the chat's privacy ("does the AI agent send our customers' data to a third party"
 * was declined: "agent" found the pages selling it, and "Your privacy in the chat" never says "agent").
 */
const agentPrivacy = /\b(?:the )?(?:ai )?(?:agent|assistant|chat ?bot|bot|chat widget|widget)\b/gi
const aboutData = (question: string) =>
  /\b(?:data|privacy|private|personal|third[- ]part(?:y|ies)|gdpr|tracks?|tracking)\b/i.test(question)

/**
 * A nonprofit's, a school's or a charity's price asks for a discount ("I run a small charity. Is there a nonprofit
 * price?" had the commercial licence: "nonprofit" is a use the licence covers).
 */
const causePrice =
  /\b(?:non-?profit|charity|charities|ngo|educational|education|academic|teacher|school|church) (?:prices?|pricing|discounts?|rates?|deals?)\b/gi

/**
 * No coding background is little coding experience ("could a volunteer with no coding background keep the site
 * updated" had the licence terms), and keeping the site up to date is changing its text, not the template's updates.
 */
const noCodingBackground =
  /\b(?:no|zero|without any|without a|little|limited|minimal) (?:coding|programming|technical|tech|developer|web) (?:background|experience|knowledge|skills)\b/gi
const keepsTextCurrent =
  /\bkeep (?:the|my|our) (?:site|website|page|content|text|copy)s? (?:updated|up to date|up-to-date|current|fresh)\b/gi

/**
 * Poor eyesight and low vision are what the accessibility card's contrast and screen reader serve ("is it accessible
 * for older people with poor eyesight" was declined: "eyesight" is a word no page says).
 */
const lowVision =
  /\b(?:(?:poor|bad|weak|failing|low|limited|impaired) (?:eyesight|vision|sight)|visually impaired|partially sighted|vision impair(?:ed|ment)|blind (?:people|users|visitors))\b/gi

/**
 * An organisation's logo or photos are the visitor's own ("can we show our charity's logo" had the commercial licence:
 * the charity weighed more than the logo).
 */
const ownersThing =
  /\b(our|my) (?:charity|nonprofit|non-profit|company|business|brand|organisation|organization|shop|store|startup|agency|club|church|school|team|firm)(?:'s|s)(?= (?:logo|logos|images?|photos?|colou?rs?|fonts?|name|brand)\b)/gi

/**
 * A page up by a launch date asks how fast one can launch ("launching on product hunt next week, can I have a page up
 * by then" had the home page).
 */
const pageUpBy =
  /\b(?:have|get|put) (?:a|the|my|our) (?:landing )?(?:page|site|website) (?:up|live|ready|online) (?:by then|in time|by (?:then|next \w+|friday|monday|tomorrow|launch))\b/gi

/**
 * A waitlist is a signup form ("can I add a waitlist signup" had a "Did you mean": a word no page says).
 */
const waitlist =
  /\b(?:waitlists?|wait-lists?|wait lists?|waiting lists?|beta lists?|pre-?launch lists?)(?: signups?| sign-ups?)?\b/gi

/**
 * The six sections are those the components guide names ("what are the six sections" had the FAQ that counts them).
 */
const sixSections =
  /\b(?:what|which) (?:are )?(?:the )?(?:six|6) (?:landing )?sections\b|\b(?:name|list) (?:the|all)(?: six| 6)? (?:landing )?sections\b/gi

/**
 * Two founders on one plan asks whether each needs a licence ("can my cofounder and I both use it on the starter plan"
 * had the plans).
 */
const bothUse =
  /\bcan (?:my|our) (?:co-?founders?|partners?|business partners?|colleagues?|coworkers?|co-workers?|friends?) and (?:i|me) (?:both |all )?use it\b/gi
/**
 * So does whether "we" can both work on it ("my cofounder asks if we can both work on it", stop 73, had the bundle:
 * "both include lifetime updates").
 */
const weBothUse =
  /\b(?:(?:can|could|may) we|we can|we could) (?:both|all|each)(?: of us)? (?:use|work on|work with|edit|share|build with|develop with) (?:it|this|the template|launchkit)\b/gi

/** A combo is the bundle ("combo price" had the pricing page: "combo" is a word no page says). */
const combo = /\bcombo(?:s| deal| deals| pack| package)?\b/gi

/**
 * Dependencies kept minimal are the template's few ("are dependencies kept minimal" had a "Did you mean").
 */
const fewDependencies =
  /\b(?:dependencies|deps|packages|libraries) (?:(?:kept|are|is) )?(?:minimal|lean|light|few|small)\b|\b(?:minimal|few|lean|light|fewer|small) (?:number of )?(?:dependencies|deps|packages)\b/gi

/** A content security policy is the security headers file ("is there a content security policy" had the agent). */
const contentSecurityPolicy = /\b(?:a )?content[- ]security[- ]polic(?:y|ies)\b|\bcsp\b/gi

/**
 * Removing the saved key is clearing it from the browser ("how do I remove my key from this site" had the chat's
 * privacy, whose line says where it is kept, not how to clear it).
 */
const removeKey =
  /\b(?:remove|delete|clear|erase|forget|wipe) (?:my|the|our) (?:saved |stored )?(?:openai |api |openai api )?key\b/gi

/**
 * Emails to support deleted is the visitor's right to ask for deletion ("I'd like my support emails deleted" had how
 * long they are kept). Asked whether we delete them, it is how long we keep them.
 */
const emailsDeleted =
  /\b(?:my|our) (?:support )?emails? (?:deleted|erased|removed)\b|\b(?:please|can you|could you|i want you to|i'd like you to|id like you to) (?:delete|erase|remove) (?:my|our) (?:support )?emails?\b/gi

/**
 * Hours put into the template are its hours of design and code ("how many hours of work went into it" had a "Did you
 * mean").
 */
const hoursInto =
  /\bhours? of (?:work|design|effort|development|coding) (?:went|go|gone|were put|was put|have gone) into\b/gi

/**
 * The agent on a phone asks about the site's mobile layout, where its window sits ("does the agent work on mobile" was
 * declined: "mobile" weighed less than the agent's pages).
 */
const agentOnPhones =
  /\b(?:the )?(?:ai )?(?:agent|assistant|chat ?bot|chat widget|widget|chat) (?:work|works|look|looks|run|runs) (?:ok |okay |well |fine )?(?:on|in) (?:mobile|phones?|smartphones?|tablets?|iphones?|android)\b/gi

/**
 * Where a product launches says nothing about the page ("launching on product hunt next week, can I have a page up by
 * then" had the home page, through "product").
 */
const launchVenue = /\s*\b(?:on|at|via) (?:product ?hunt|hacker news|show hn|indie ?hackers|betalist)\b/gi

/**
 * Reusing it for the next product is a second project, which the plans count ("if we pivot, can I reuse it for a new
 * product" was declined).
 */
const reuseForNext =
  /\b(?:reuse|re-use|use) it (?:again )?for (?:a|another|my next|our next|a second|a different|the next) (?:new )?(?:product|project|site|website|business|startup|idea|app)\b/gi

/**
 * A new FAQ question of one's own is text in the content files ("can I add a new FAQ question myself" had the FAQ
 * page): the FAQ is content like the rest.
 */
const ownFaq =
  /\b(?:add|write|create|put in|insert)(?: a| an| my| our)?(?: new| own| more)? (?:faq|faqs|faq questions?|faq items?|faq entries|faq entry|questions? to the faq)\b/gi

/**
 * Rebuilding after an edit asks what the dev server shows as one saves and what a deploy needs ("do I need to rebuild
 * after editing content" had the customisation guide).
 */
const rebuildAfter =
  /\b(?:rebuild|re-build|redeploy|re-deploy|build again|deploy again)(?: it| the site)? (?:after|when|every time|each time|whenever) (?:i |we )?(?:edit|editing|change|changing|update|updating)\b/gi

/**
 * A business named by what it sells is a commercial business ("my daughter is starting a small t-shirt business"
 * was declined: the shirt weighed as the subject).
 */
const productBusiness =
  /\b(?:an? |her |his |my |our |their )(?:small |little |new |local |online )?(?:[a-z]+-)?[a-z]+ (?:business|shop|store|brand)\b(?=.*\b(?:sell|selling|sells|online|this|it|template|launchkit)\b)/gi

/**
 * A young person's age says nothing about the template ("she is 16, can she use it without knowing how to code" had a
 * "Did you mean": 16 weighed as a number of something). Only an age stated of a person.
 */
const statedAge =
  /\b(?:she|he|i)(?:'s|'m| is| am) \d{1,2}(?: years? old| yo)?\b(?!\s*(?:developers?|devs?|people|seats?|sites?))/gi

/**
 * A laptop or computer beside a phone is the desktop the layout is tested on ("does it work on her phone and laptop"
 * was declined: "laptop" is a word no page says). Alone it may be the visitor's own machine ("my laptop fan is loud").
 */
const laptopWithPhone = /\b(?:laptops?|notebooks?|macbooks?|chromebooks?|pcs?|computers?)\b/gi
const besidePhone = (question: string) => /\b(?:phones?|mobiles?|tablets?|ipads?|iphones?|android)\b/i.test(question)

/**
 * Whether contrast is checked asks whether it meets WCAG ("is the colour contrast checked in dark mode too" had the
 * theme tokens: "colour" and "dark mode" outweighed it).
 */
const contrastChecked =
  /\b(?:is |are )?(?:the )?(?:colou?r )?contrast (?:checked|tested|ok|okay|good|enough|compliant|accessible|sufficient)\b/gi

/** GST and HST are the taxes checkout handles ("is GST handled at checkout" had a "Did you mean"). */
const salesTaxNames = /\b(?:gst|hst|pst|qst|iva|mwst)\b/gi

/**
 * Regional or purchasing-power pricing asks for a discount ("is there regional pricing for India" was declined: the
 * country weighed as the subject).
 */
const regionalPrice =
  /\b(?:regional|local|country|purchasing[- ]power|ppp|geo(?:graphic)?|location)(?:[- ]based)? (?:pricing|prices?|discounts?|rates?)(?: (?:for|in) [a-z]+)?\b/gi

/** A Dockerfile is a Docker setup ("is there a dockerfile in the package" was declined: a word no page says). */
const dockerfile = /\bdocker ?files?\b/gi

/**
 * Whether changed terms reach an earlier purchase is the terms' changes clause ("will new terms apply to my old
 * purchase" had the terms' overview: "terms apply" read as agreeing to them, and the clause says "changes do not
 * affect purchases made before them").
 */
const termsLater =
  /\b(?:(?:will|do|does|would|could) )?(?:the )?(?:new|changed|updated|future|revised|different) (?:terms|tos|conditions|license terms|licence terms)(?: of service)? (?:apply|affect|change|cover|hit)(?: to)? (?:my |an |our |the )?(?:old|past|earlier|previous|existing|prior|original|first) (?:purchases?|orders?|licen[cs]es?)\b/gi

/**
 * The agent with a plan is the bundle ("is the agent bundled with pro license" had the commercial licence, "does pro
 * include the agent" the Professional card): the bundle passage says the agent comes with the template only there.
 */
const agentWithPlan =
  /\b(?:(?:is|are|comes?) )?(?:the )?(?:ai )?(?:agent|assistant|chatbot|bot|add-?on)(?: (?:is|comes?))? bundled (?:with|in|into)\b|\b(?:does|do|will|is) (?:the )?(?:pro|professional|starter|enterprise|template|any plan|a plan)(?: plan| licen[cs]e)? (?:include|come with|get|have|contain)s? (?:the )?(?:ai )?(?:agent|assistant|chatbot|chat bot)\b/gi

/**
 * Shipping with something is coming with it ("how many ready made pages does it ship with" had a "Did you mean":
 * "ship" is a word the site says only of launching pages). Something preconfigured is configured ("does the template
 * ship with tailwind preconfigured": a word no page says, weighed as the subject).
 */
const shipsWith = /\bship(s|ped)? with\b/gi
const preconfigured = /\bpre-?(configured|installed|set ?up)\b/gi

/**
 * Whether buyers like it asks for the reviews ("do your buyers actually like it" had the agent's call to action,
 * "Never miss a buyer's question again", through "buyers").
 */
const buyersLike =
  /\b(?:do|does|did) (?:your |the |other |real |actual )?(?:buyers|customers|users|clients|people|developers|devs|founders|purchasers)(?: actually| really| genuinely| truly)? (?:like|love|enjoy|recommend|rate) (?:it|this|launchkit|the template|the product|the kit)\b/gi

/**
 * Building a competitor is building "a product that competes with LaunchKit", which the licence forbids ("can I build
 * a competitor to launchkit with it" had a "Did you mean": "competitor" is a word no page says).
 */
const buildsCompetitor =
  /\b(build|make|create|launch|start|sell)(?:ing)? (?:a |an )(?:competitor|competing (?:product|template|theme|kit|service)|rival (?:product|template|theme|kit))\b/gi

/**
 * Which fonts it uses is what the performance card says: system fonts ("which typefaces are used" had the theme
 * tokens, which say fonts can be changed, not which). Changing them is the customisation guide's, and stays.
 */
const fontsUsed =
  /\b(?:which|what) (?:fonts?|typefaces?|font famil(?:y|ies))(?: (?:are|is) used| (?:does|do) (?:it|the template|the site|launchkit|you) use| (?:are|is) (?:in it|included|loaded))\b/gi

/**
 * A question asked for someone else opens with who asks ("my developer asks which bundler is used", "procurement
 * needs to know the refund terms", stop 73): the asker's role is no part of the question, and "developer" had the
 * testimonials, "to know" the coding experience. Only a third person asking: "do i need to know react" stays.
 */
const onBehalf =
  /^\s*(?:(?:my|our|the|a) (?:[a-z]+ ){0,2}[a-z]+|procurement|legal|finance|security|management|marketing|engineering|accounting|purchasing|it) (?:asks|is asking|asked|wants to know|would like to know|needs to know|wonders|is wondering)(?: (?:if|whether|about))?\b/i

/**
 * "Perf" is performance, in developers' shorthand ("whats the lighthouse perf like", stop 73, had the best practices).
 * The reply reads the question respelt first, where it is "per": after "lighthouse" and before what is said of it,
 * that is the same word.
 */
const perfShort = /\bperf\b|(?<=\blighthouse )per(?= (?:like|score|scores|good|ok|okay|bad|numbers?)\b|\s*[?!.]*$)/gi

/**
 * "What's the agent do" asks what "what does the agent do" asks ("ok and whats the agent do exactly", stop 73, had the
 * agent's prices: chat.yaml's "what does * do" asks what it does).
 */
const whatsItDo = /\bwhat(?:'s|s| is) (the |this |that |your |it )?((?:ai )?[a-z]+ )?do\b/gi

/**
 * "What's X like", at a question's end, asks how X is ("whats the lighthouse perf like" had the best practices, whose
 * list says "Re-run Lighthouse", before the performance card's score).
 */
const whatsItLike = /\bwhat(?:'s|s| is| are) (.+?) like\s*[?!.]*$/gi

/** A question in the words the site would use for what it asks (each pattern says why where it is defined). */
export function rephrased(question: string): string {
  return (
    question
      .replace(stress, '')
      .replace(onBehalf, '')
      // A currency word beside a number says only that the number is a price, as a dollar sign does.
      .replace(currencyBesideNumber, '')
      .replace(pronounOne, '$1')
      .replace(clockTime, ' day and night ')
      .replace(setPhrases, ' ')
      .replace(priceSlang, 'how much is')
      .replace(askWhy, onlyIf(aboutRefund, 'need to give a reason'))
      .replace(liveOnTheWeb, 'live online')
      .replace(eachBuys, 'can we share one licence')
      .replace(audience, 'for')
      .replace(aboutTheVisitor, '$1 my info')
      .replace(watchesTheChat, 'keep my questions')
      .replace(notRightForMe, 'what if it is not right for me')
      .replace(plansComparison, 'pricing table')
      .replace(timeItSaves, 'how much development time does it save')
      .replace(onOwnMachine, '$1 locally')
      .replace(editsPrices, '$1 edit prices and text')
      .replace(emailsKept, ' do you keep my emails ')
      .replace(shortLanguageNames, (name) => (name.toLowerCase() === 'js' ? 'javascript' : 'typescript'))
      .replace(movesUp, 'upgrade to')
      .replace(agentKnows, '$1 answers from your own knowledge base about')
      .replace(termsLater, 'do changes to the terms affect purchases made before them')
      .replace(boundByTerms, (said) =>
        /apply/i.test(said) ? 'agree to these terms by using this website' : 'agree to',
      )
      .replace(serverNeeded, onlyIf(serverInProduction, '$1 a server'))
      .replace(inProduction, onlyIf(mentionsServer, 'when deployed'))
      .replace(cardBrands, onlyIf(aboutPaying, 'card payment method'))
      .replace(cannotDo, 'what is not allowed')
      .replace(agentWithPlan, 'is the agent in the bundle with the template')
      .replace(bundledVerb, 'included')
      .replace(quicker, 'faster')
      .replace(webAddress, 'link')
      .replace(kilobytes, 'bundle size')
      .replace(hotReload, 'changes appear as you save')
      .replace(refundArrives, onlyIf(aboutRefund, 'to the original payment method'))
      .replace(howMuchInAll, 'how much is it')
      .replace(perUse, onlyIf(aboutCost, 'as a subscription'))
      .replace(planLater, 'upgrade my plan later')
      .replace(humanOrBot, 'a person')
      .replace(favicon, 'logo')
      .replace(cmsNames, 'a cms')
      .replace(serverComponents, 'prerendered static pages')
      .replace(perDomain, 'for several domains')
      .replace(wireTransfer, 'bank payment method')
      .replace(installsAgent, onlyIf(notAnOrder, 'add the agent chat widget to a react page'))
      .replace(timeZone, onlyIf(aboutRefundOrSupport, ' day and night '))
      .replace(quickStart, 'getting started guide')
      .replace(contactPage, 'support page')
      .replace(justBought, 'recent purchase')
      .replace(proofOfPurchase, 'receipt')
      .replace(priceOne, 'the $1 plan')
      .replace(componentApiDocs, onlyIf(aboutComponents, 'reference docs'))
      .replace(companyLook, 'my brand colours and fonts')
      .replace(setupCall, 'onboarding call')
      .replace(minimumShort, 'minimum')
      .replace(minutesShort, ' minutes')
      .replace(numberToCall, ' a phone number to call ')
      .replace(timeFrame, onlyIf(aboutRefundOrSupport, 'how many days'))
      .replace(disagreeWith, 'object to')
      .replace(teamOfSome, 'for a team of $1 developers')
      .replace(priceForTeam, 'how much for')
      .replace(policyNames, onlyIf(asksForPages, 'policy pages'))
      .replace(downloadTrouble, onlyIf(aboutTheDownload, 'contact support about'))
      .replace(shipsTo, onlyIf(notADeploy, ' how is it delivered '))
      .replace(withoutScript, ' prerendered static pages ')
      .replace(anotherPage, 'add a new page')
      .replace(overkill, 'which plan is right for $1')
      .replace(specialPrice, 'discount')
      .replace(timeToLive, 'how long does setup take')
      .replace(withoutOurName, 'white-label without launchkit attribution')
      .replace(insteadOfOurs, onlyIf(forClients, 'white-label without launchkit attribution'))
      .replace(setupVideo, 'step by step setup guide')
      .replace(browserNeeded, 'which browsers are supported')
      .replace(maintained, 'getting lifetime updates')
      .replace(instalments, 'monthly payments')
      .replace(agentElsewhere, 'agent chat widget on $1 or any react page')
      .replace(securityFound, '$1 a security issue to report to support')
      .replace(insteadOfDollars, ' currency ')
      .replace(pictures, (said) => (/s$/i.test(said) ? 'images' : 'image'))
      .replace(textYou, 'you')
      .replace(textYour, 'your')
      .replace(entShort, onlyIf(aboutPlans, 'enterprise'))
      .replace(conformance, 'wcag accessibility compliance')
      .replace(trainingData, 'knowledge base')
      .replace(discountCode, 'discount')
      .replace(chargedTwice, 'charged twice, contact support')
      .replace(byMyself, 'change the text without a developer')
      .replace(pricesOnMySite, 'edit prices and text on my site')
      .replace(launchBy, 'how fast can i launch')
      .replace(stillWorksIn, 'get lifetime updates with a perpetual licence')
      .replace(breaksSomething, 'something breaks')
      .replace(onSystem, onlyIf(notOtherSoftware, 'system requirements on $1'))
      .replace(agentBackend, '$1 need a backend')
      .replace(howManySections, 'how many landing sections')
      .replace(whatsNew, 'is there a changelog')
      .replace(readsTheCode, 'find the code readable')
      .replace(crypto, onlyIf(aboutPaying, 'payment method'))
      .replace(clickBuy, 'go to checkout')
      .replace(purchaseMade, 'checkout')
      .replace(cmsName, 'cms')
      .replace(socialAccount, 'how do i contact you')
      .replace(caseStudies, 'success stories')
      .replace(schoolProject, 'personal project')
      .replace(hooks, 'react 18')
      .replace(downloadAgain, 'download again from the same link')
      .replace(feedsTheAgent, "add my $1 to the agent's knowledge base")
      .replace(launchWithin, 'how fast can i launch')
      .replace(hoursShort, (_said, number?: string) => (number ? `${number.trim()} hours` : 'hours'))
      .replace(useWithout, '$1 $2 use it $3')
      .replace(ownBusiness, (said) => (/(?:es|[^s]s)$/i.test(said) ? 'commercial businesses' : 'commercial business'))
      .replace(satisfaction, 'money-back guarantee')
      .replace(getsSmarter, '$1 answers from your own knowledge base')
      .replace(ctaText, 'text in the content files')
      .replace(buttonLinks, 'change the links in the content files to my own')
      .replace(knowsLittle, 'i have little coding experience')
      .replace(colourNames, onlyIf(aboutTheLook, 'brand colour'))
      .replace(paysForHosting, 'pay for a $1')
      .replace(ownListings, '$1 my own text and prices')
      .replace(makesThingsUp, 'make up answers')
      .replace(webDomain, 'my own domain')
      .replace(whenLeaving, onlyIf(aboutAPopup, ' exit popup discount offer '))
      .replace(payload, 'javascript bundle size')
      .replace(tsconfig, 'typescript settings')
      .replace(productionBuild, 'build the static site')
      .replace(hardCoded, ' in the components or content files ')
      .replace(updatesCover, 'does the licence include every future update with')
      .replace(languageModel, 'openai-compatible provider')
      .replace(selfHost, '$1')
      .replace(slowNetwork, 'slow connection')
      .replace(verShort, 'version')
      .replace(reactJs, 'react')
      .replace(upgradePrice, 'how much does it cost to upgrade my plan later')
      .replace(builtWithIt, 'see it working in the live preview')
      .replace(othersLaunched, 'how fast do developers ship landing pages')
      .replace(sourceFirst, 'try it')
      .replace(finePrint, 'terms')
      .replace(moreSales, 'turn questions into sales')
      .replace(justHype, '')
      .replace(getsTheTemplate, 'how do i download the files')
      .replace(editsHeadline, 'edit the text in the content files')
      .replace(withoutEngineers, 'without a developer')
      .replace(regularSupport, 'email support')
      .replace(aiUsage, 'openai key')
      .replace(ourFreelancers, 'our team of developers')
      .replace(relative, 'someone')
      .replace(textHow, 'how')
      .replace(hostedFonts, 'my own fonts')
      .replace(codebase, 'code')
      .replace(knockOff, '')
      .replace(otherStarters, ' other templates')
      .replace(faster, onlyIf(aboutLoading, 'fast'))
      .replace(gptWrapper, 'answering from a knowledge base or openai')
      .replace(licenceLimit, 'do prices change after 500 licences')
      .replace(platformTheme, 'what technologies does the template use')
      .replace(whoHelps, 'how do i get help')
      .replace(deployOnHost, 'how do i build and upload to $1')
      .replace(teamDiscount, 'discount for a team of developers')
      .replace(visitorData, 'visitors $1')
      .replace(agentPrivacy, onlyIf(aboutData, 'the chat'))
      .replace(causePrice, 'discount')
      .replace(noCodingBackground, 'little coding experience')
      .replace(keepsTextCurrent, 'change the text')
      .replace(lowVision, 'screen reader and contrast accessibility')
      .replace(ownersThing, '$1')
      .replace(pageUpBy, 'how fast can i launch')
      .replace(waitlist, 'signup form')
      .replace(sixSections, 'hero, feature grid, pricing table, testimonials, faq and call to action sections')
      .replace(bothUse, 'can we share one licence')
      .replace(weBothUse, 'can we share one licence')
      .replace(combo, 'bundle')
      .replace(fewDependencies, 'no heavy runtime dependencies')
      .replace(contentSecurityPolicy, 'security headers')
      .replace(removeKey, 'clear my key from the browser settings')
      .replace(emailsDeleted, 'ask you to delete my data')
      .replace(hoursInto, 'hours of design and code in')
      .replace(agentOnPhones, 'the layout work on phones')
      .replace(launchVenue, '')
      .replace(reuseForNext, 'use it for a second project')
      .replace(ownFaq, 'edit the text in the content files to add a question')
      .replace(productBusiness, ' a commercial business')
      .replace(statedAge, 'someone')
      .replace(laptopWithPhone, onlyIf(besidePhone, 'desktop'))
      .replace(contrastChecked, 'does the contrast meet wcag')
      .replace(salesTaxNames, 'taxes')
      .replace(regionalPrice, 'discount')
      .replace(dockerfile, 'docker setup')
      .replace(shipsWith, (_said, tense?: string) => (tense === 's' ? 'comes with' : tense ? 'came with' : 'come with'))
      .replace(preconfigured, '$1')
      .replace(buyersLike, 'do customers like it')
      .replace(buildsCompetitor, '$1 a product that competes')
      .replace(fontsUsed, 'does it use system fonts')
      .replace(perfShort, 'performance')
      .replace(whatsItDo, 'what does $1$2do')
      .replace(whatsItLike, 'how is $1')
      .replace(rebuildAfter, 'start the dev server, changes appear as you save; build the static site after you')
  )
}
