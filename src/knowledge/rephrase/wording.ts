/**
 * Rephrasings (see ../rephrase.ts): how visitors say things, whatever they ask: text-speak, set phrases, times of
 * day, numbers beside currency words, hedges, questions asked for someone else, and the shapes of a question ("what's
 * X like"). Each pattern says where it came from and what it had answered before.
 */
import { currencyAfter, currencyBefore } from '../number-words.ts'
import { stressWords, titleStress } from '../search-options.ts'

/** A currency word after a number or before one: the number is a price, as a dollar sign says. */
export const currencyBesideNumber = new RegExp(String.raw`(?<=\d)\s*${currencyAfter}|${currencyBefore}(?=\d)`, 'gi')

/**
 * A time of day ("3am", "11.30 pm", "10 p.m."): asking whether something happens then asks when it happens, which
 * the site says as "day and night". Its number is no price, version or count.
 */
export const clockTime = /\b(?:[01]?\d)(?:[:.][0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.)(?![\p{L}\d])/giu

/** "one" standing for a thing named before ("that one", "which one?"): a pointing word, not a number. */
export const pronounOne = /\b(that|this|which|each|every|other|another|either|any)\s+ones?\b/gi

/**
 * A set phrase that says nothing of the question: "of course" is no course (a meal's, as WordNet files it), and
 * "right now" is no right ("who runs the uk government right now" had the FAQ "What if it is not right for me?").
 */
export const setPhrases = /\b(?:of course|right now)\b/gi

/**
 * "min" before a name is the minimum ("min node", "min npm version"); after a number it is minutes ("set it up in 5
 * min"), as "mins" is.
 */
export const minimumShort = /(?<!\d\s?)\bmin\b(?=\s+[a-z])/gi
export const minutesShort = /(?<=\d)\s?mins?\b/gi

/** "Quicker" and "speedier" are faster ("is support quicker on the top plan"): words the site never says. */
export const quicker = /\b(?:quicker|speedier)\b/gi

/**
 * A URL is a link ("is there a live preview url", "whats the url of the docs"): a word the site never says, so it
 * weighed as the question's subject and had "Did you mean" or a decline.
 */
export const webAddress = /\burls?\b/gi

/**
 * Pictures and photos are the site's images ("will it slow down if i add lots of pictures" was declined): chat.yaml's
 * synonym finds them, but an everyday word the site never says weighs little, so the question seemed to name nothing.
 */
export const pictures = /\b(?:pictures?|photos?|photographs?|pics?)\b(?! (?:of|for) (?:me|my|myself|us|our))/gi

/**
 * Text-speak's "u" and "ur" are "you" and "your" ("can i call u" had the best practices' "call to action"): the search
 * drops words under three letters, so "call" was read alone.
 */
export const textYou = /(?<![.'-])\bu\b(?![.'-])/gi
export const textYour = /(?<![.'-])\bur\b(?![.'-])/gi

/** Hours shortened are hours ("support hrs" was declined). */
export const hoursShort = /\b(\d+ ?)?hrs\b/gi

/** Use in, on or for, without its object, is using it ("can i use in 2 restaurants"). */
export const useWithout = /\b(can|could|may) (i|we) use (in|on|for)\b/gi

/** Words that stress a question and ask nothing (search-options.ts's `stressWords`), and "to be honest". */
export const stress = new RegExp(
  `\\s*\\b(?:${stressWords.filter((word) => !titleStress.has(word)).join('|')}|to be honest)\\b,?`,
  'gi',
)

/**
 * A relative or friend who helps is someone ("my nephew knows some code, can he set it up for me" was declined):
 * the person is a word no page says, and weighed as the question's subject. Only one who does something: "call my
 * mom" stays declined. (A partner who shares the work is eachBuys's.)
 */
export const relative =
  /\b(?:my|our) (?:nephews?|nieces?|sons?|daughters?|cousins?|brothers?|sisters?|husband|wife|uncle|aunt|dad|father|mum|mom|mother|parents|kids?|children|boyfriend|girlfriend|grandson|granddaughter|neighbou?r|flatmate|roommate|interns?|colleagues?|coworkers?|co-workers?|employees?)(?= (?:knows|can|could|will|would|wants|offered|says|said|built|builds|made|does|is going|helps|codes|is|works|use|uses)\b)/gi

/**
 * Text-speak's "hw" is "how" before what it asks ("hw much is it" was declined: the search drops words under three
 * letters, so only "it" was left).
 */
export const textHow = /\bhw(?= (?:much|many|long|do|does|did|can|to|is|are|fast|big|often)\b)/gi

/**
 * An organisation's logo or photos are the visitor's own ("can we show our charity's logo" had the commercial licence:
 * the charity weighed more than the logo).
 */
export const ownersThing =
  /\b(our|my) (?:charity|nonprofit|non-profit|company|business|brand|organisation|organization|shop|store|startup|agency|club|church|school|team|firm)(?:'s|s)(?= (?:logo|logos|images?|photos?|colou?rs?|fonts?|name|brand)\b)/gi

/**
 * A young person's age says nothing about the template ("she is 16, can she use it without knowing how to code" had a
 * "Did you mean": 16 weighed as a number of something). Only an age stated of a person.
 */
export const statedAge =
  /\b(?:she|he|i)(?:'s|'m| is| am) \d{1,2}(?: years? old| yo)?\b(?!\s*(?:developers?|devs?|people|seats?|sites?))/gi

/**
 * A question asked for someone else opens with who asks ("my developer asks which bundler is used", "procurement
 * needs to know the refund terms", stop 73): the asker's role is no part of the question, and "developer" had the
 * testimonials, "to know" the coding experience. Only a third person asking: "do i need to know react" stays.
 */
export const onBehalf =
  /^\s*(?:(?:my|our|the|a) (?:[a-z]+ ){0,2}[a-z]+|procurement|legal|finance|security|management|marketing|engineering|accounting|purchasing) (?:asks|is asking|asked|wants to know|would like to know|needs to know|wonders|is wondering)(?: (?:if|whether|about))?\b/i

/**
 * Where the visitor is, said before the question ("im in germany, is this gdpr safe", set 226, was declined: the
 * country weighed as an off-topic subject), is no part of it. Only a place of one or two words, then a question: one
 * opening with a question word, or any ending in a question mark ("i am from brazil, price is same for me?", set 237).
 */
export const placeFirst =
  /^\s*(?:i(?:'?m| am)|we(?:'?re| are)|i live|we live)(?: based| located)? (?:in|from) (?:the )?[a-z]+(?: [a-z]+)?,? (?=(?:is|are|can|do|does|will|would|how|what|which|should|could|may)\b|[^?]*\?\s*$)/i

/**
 * Someone else editing the site is the visitor editing it ("can a marketer edit the faq answers", set 227, had a "Did
 * you mean": "marketer" weighed as the subject). Only before an edit: "can my designer use my licence" is sharing it,
 * and a non-developer's question is whether one can ("can a non-developer manage this" is the coding experience).
 */
export const someoneEdits =
  /\b(?:can|could) (?:a|my|our|the) (?:marketers?|copywriters?|writers?|content (?:writers?|people|person|team|editors?)|editors?|designers?|interns?|assistants?)(?= (?:edit|change|update|tweak|rewrite)\b)/gi

/**
 * "What's the agent do" asks what "what does the agent do" asks ("ok and whats the agent do exactly", stop 73, had the
 * agent's prices: chat.yaml's "what does * do" asks what it does).
 */
export const whatsItDo = /\bwhat(?:'s|s| is) (the |this |that |your |it )?((?:ai )?[a-z]+ )?do\b/gi

/**
 * "What's X like", at a question's end, asks how X is ("whats the lighthouse perf like" had the best practices, whose
 * list says "Re-run Lighthouse", before the performance card's score).
 */
export const whatsItLike = /\bwhat(?:'s|s| is| are) (.+?) like\s*[?!.]*$/gi

/**
 * Twelve months are a year, which the site's "no subscription" and "one-time" answer ("will i get charged again in
 * twelve months", stop 75, had a "Did you mean"; "in a year" had the price). Numbers are in digits by now.
 */
export const yearInMonths = /\b12[ -]months?\b/gi

/**
 * "How often" asks when something happens: "often" is a site word ("teams who launch often"), rare enough to outweigh
 * the rest ("how often are updates released", stop 75, had a "Did you mean"; "when are updates released" the updates).
 */
export const howOften = /\bhow often\b/gi

/**
 * A page's texts are the texts: the site says "text" of search engines reading every page's full text ("where do the
 * page texts live", stop 75, had the SEO card; "where do the texts live" the content files).
 */
export const pageTexts = /\b(?:page|pages|site|website|landing page)(?:'s)? (texts?|copy|wording)\b/gi

/**
 * The site's own address, not an email's, is this site ("does launchkit.dev drop any ad cookies on me", stop 76, had
 * a "Did you mean": "dev" read as the development server's word).
 */
export const siteAddress = /(?<![@\w.-])(?:https?:\/\/)?(?:www\.)?launchkit\.dev\b(?![@\w-])/gi

/**
 * Visible or readable before buying is public ("docs visible without purchase?", stop 76, had a "Did you mean"; "docs
 * public before buying" the docs).
 */
export const beforeBuying =
  /\b(?:visible|viewable|readable|browsable|accessible|available|open)(?: to read)? (?:without|before) (?:a |any )?(?:purchase|purchasing|buying|paying|payment)\b/gi

/**
 * A plea for help beside a question, after or before it ("payment failed twice, help", set 233, was declined: "help"
 * pulled toward the support page and left no passage sure): the question says what it needs help with. Alone, "help"
 * is still asked.
 */
export const helpPlea =
  /(?<=[\p{L}\d])\s*[,.!;:-]+\s*(?:please |pls |plz |any )?help(?: me| us| needed| pls| please| plz)?\s*[!?.]*\s*$|^\s*(?:please |pls |plz )?help(?: me| us)?(?: please| pls| plz)?\s*[,.!;:-]+\s*(?=[\p{L}\d])/giu

/**
 * Help with something unnamed is help from support ("What if I need help changing something specific?" had the support
 * page only while a taught question's "charged" passed for "changing"; then a "Did you mean").
 */
export const helpWithSomething =
  /\b(need|want|get|getting) help(?: with)?(?: (?:changing|editing|customi[sz]ing|adjusting|tweaking|modifying|fixing))? (?:something|anything|stuff|a few things|some things|things)(?: specific| particular)?\b/gi

/**
 * A learner's "can to" is "can" ("the agent can to work in my wordpress?", stop 76, set 222), and a question put as a
 * statement with a question mark asks it ("the agent can work in my wordpress?" was declined; "can the agent work in
 * my wordpress?" had the agent's React page). "It is possible to" and "is possible" ask whether the visitor can ("it is
 * possible to use for my shop of shoes?" was declined).
 */
export const canTo = /\b(can|could|must|should|will|would) to\b/gi
export const statedQuestion =
  /^\s*(the|this|your|my) ((?:ai )?(?:agent|chat ?bot|bot|assistant|template|licen[cs]e|plan|bundle|support)) (can|could|will|does|do|is) (?=[^?]*\?\s*$)/gi
export const isPossible = /^\s*(?:it )?is (?:it )?possible (?:for me )?(?:to )?(?=\w)/gi

/**
 * A shop or business "of" a thing is that thing's shop ("my shop of shoes", stop 76, set 222), as the use it is for.
 */
export const shopOf =
  /\b(shop|store|business|restaurant|bakery|salon|studio|company|agency|boutique|clinic) of ([a-z]+)\b/gi

/** An enquiry or inquiry is contacting us ("is there a ready-made enquiry form", stop 76, had a "Did you mean"). */
export const enquiry = /\b(?:enquiry|inquiry|enquiries|inquiries)\b/gi

/**
 * Purging or scrubbing is deleting, and support threads or tickets are support emails ("old support threads with
 * you, can they be purged", stop 76, was declined); so is wiping data ("i want you to wipe any data you hold about
 * me", stop 79, had "Did you mean").
 */
export const purge =
  /\b(?:purged?|purging|scrub(?:bed)?|wiped out|wip(?:e|ed|ing)(?=[^?.!]*\b(?:data|info|information|details|records)\b))\b/gi

/**
 * Gathering is collecting ("what info do you gather on people who visit", stop 79, had the testimonials: "gather"
 * is a word the site never says, so "people" and "visit" were read alone).
 */
export const gather = /\b(?:gather(?:s|ed|ing)?|harvest(?:s|ed|ing)?)\b/gi
export const supportThreads = /\bsupport (?:threads|conversations|tickets|mails)\b/gi

/**
 * Filing, opening or raising an issue is reporting a bug ("where do i file an issue with the code", stop 76, had the
 * privacy policy's emails).
 */
export const fileIssue = /\b(?:file|open|raise|submit|log|create) (?:an |a )?(?:issue|bug report)\b/gi

/**
 * A typo, a broken link or a glitch found is a bug to report ("found a typo in the template, where do i tell you",
 * set 228, was declined: "typo" is no site word).
 */
export const foundTypo =
  /\b(?:found|spotted|noticed|see|saw|there(?:'s| is)) (?:a |an |some )?(?:typos?|spelling (?:mistakes?|errors?)|broken links?|glitch(?:es)?)\b/gi

/**
 * "I not like it" is "I don't like it", as a visitor writing in a second language says it ("what happen if i not like
 * it", set 228, had the terms' changes: "not" is a stop word, so only "like" was left).
 */
export const notWithoutDo = /\bi (?:not|no) (like|want|need|understand|know|have|get|see|find)\b/gi

/**
 * A strategy or approach of something technical is that thing ("what's the hydration strategy", set 228, had a "Did
 * you mean": "strategy" is no site word and weighed most).
 */
export const techStrategy =
  /\b(hydration|rendering|caching|loading|routing|styling|theming|testing|deployment|release|versioning) (?:strategy|strategies|approach)\b/gi

/**
 * Everyday names of words chat.yaml has synonyms for, read as those words, so that the passage index (which carries
 * the synonyms, within its budget) does not grow: a hue is a colour ("how do i swap the accent hue", set 226), a night
 * setting is night mode (set 226), a foldable is a phone (set 232), state management is what Redux does and a lib
 * a library (set 227).
 */
export const hue = /\bhues?\b/gi
export const nightSetting = /\bnight (?:setting|theme)s?\b/gi
export const foldable = /\bfoldables?\b(?: phones?)?/gi
export const stateManagement = /\bstate[- ]management\b/gi
export const libShort = /\blib(s?)\b/gi

/**
 * A fresh or brand-new release is a new one ("will you ping me somehow when there's a fresh release", set 234, had
 * the contact passage; "fresh release" a "Did you mean").
 */
export const freshRelease = /\b(?:fresh|brand[- ]new|shiny new)(?= (?:releases?|versions?|updates?)\b)/gi

/**
 * Being pinged, alerted or told when something happens is being notified ("will you ping me somehow when there's a
 * fresh release", set 234): "ping" and "tell" read as contacting us.
 */
export const notifiesMe =
  /\b(?:will|do|does|would|can|could) (?:you|launchkit|the team|they|y'?all) (?:ping|notify|alert|tell|message|email|let) (?:me|us)(?: know)?(?: somehow| by email| automatically)?(?= (?:when|if|once|about|whenever)\b)/gi

/**
 * Talking to a person before buying is talking to a person ("is there a way to talk with a real human before buying",
 * set 234, had "try it before you buy"): when is not what it asks.
 */
export const personBeforeBuying =
  /\b((?:talk|speak|chat) (?:to|with) (?:a |an |some |the )?(?:real |actual |live )?(?:human|person|people|someone|somebody|sales(?: team| rep)?|salesperson|team member))(?: first)? before (?:buying|i buy|we buy|purchasing|i purchase|we purchase|paying|i pay|checkout|ordering|i order)\b/gi

/**
 * Paperwork for a purchase is its invoice ("our finance team needs paperwork for the purchase, who sends it", set 234,
 * was declined): a licence's or contract's paperwork is not.
 */
export const paperwork = /\bpaperwork\b/gi
export const forPurchaseNotLicence = (question: string) =>
  !/\b(?:licen[cs]e|legal|contract|agreement|lawyer|nda|w-?[89]|vendor|supplier)\b/i.test(question)

/**
 * Shorthand on a phone (set 235): "lic" is a licence ("2 client sites which lic" had a "Did you mean"), "lang" a
 * language ("lang of the code?" was declined), money written as a sign is money ("want $ back" had the download).
 */
export const licShort = /\blic(s?)\b\.?/gi
export const langShort = /\blang(s?)\b\.?/gi
export const moneySign = /(?:\$|\bbucks|\bcash)(?= back\b)/gi

/** Wifi, asked of the agent, is the internet ("bot needs wifi?", set 235, had a "Did you mean"). */
export const wifi = /\bwi-?fi\b/gi

/**
 * Where to ask is whom to ask, an address ("where do i ask if my use case is allowed under the licence", stop 79, had
 * the licence terms' overview without its legal@ line; "who do i ask" had it): chat.yaml's email phrases say it as
 * "who". Checking counts only as checking whether something is allowed: "where can i check my download" is a place.
 */
export const askWhere = /\bwhere (do|can|should|could) (i|we) (?:ask|check(?= (?:if|whether)\b))\b/gi
