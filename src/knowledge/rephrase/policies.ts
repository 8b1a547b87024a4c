/**
 * Rephrasings (see ../rephrase.ts): the licence, the terms, refunds and the privacy policy: who may use it and for
 * what, sharing a licence, white-labelling, what the terms bind, refunds and their timing, the visitor's data and
 * rights. Each pattern says where it came from and what it had answered before.
 */

/**
 * Whether we ask why a refund is wanted is whether the visitor must give a reason ("will you ask why i want a
 * refund", "do i have to explain why"): "why" is a stop word, so only "ask" and "refund" were left, and the refund
 * policy's overview, which does not say, came first.
 */
export const askWhy = /\b(?:ask|asks|asking|say|tell you|explain|justify|need to know|want to know) why\b/gi
export const aboutRefund = (question: string) => /\b(?:refund|money back|money-back)/i.test(question)

/**
 * Whether two people each have to buy is whether they can share one licence ("my partner and i run a studio, do we
 * both need to buy"): "buy" alone had the try-before-buying entry. The sharing entry says each "needs their own
 * licence".
 */
export const eachBuys =
  /\b(?:do|would|will|should|must) (?:we|they|you) (?:both|each|all) (?:need to|have to|must) (?:buy|purchase|pay)(?: for)?(?: (?:it|one|a copy|a licen[cs]e))?\b|\b(?:does|would|will|must) each of us (?:need to |have to )?(?:buy|purchase|pay)(?: for)?(?: (?:it|one|a copy|a licen[cs]e))?\b/gi

/**
 * Something broken, under a warranty, is something gone wrong ("any warranty if something is broken", stop 79, was
 * declined): chat.yaml reads "broken" as a bug for support, which outweighed the warranty clause.
 */
export const brokenThing = /\bbroken\b/gi
export const aboutWarranty = (question: string) => /\bwarrant(?:y|ies|ee)\b/i.test(question)

/**
 * What the site knows or keeps about the visitor is their info ("what info about me does this site keep", "what do you
 * know about me", "do you keep info on visitors"): "info" alone is a filler ("more info on pricing") and "me" a stop
 * word, so only "keep" was left, and it had the commercial-use page. ("What data do you hold about me" keeps its
 * words: the privacy rights say "what data we hold about you"; "have on" is no verb of it: "what impact does the chat
 * have on visitors" asks about the agent.)
 */
export const aboutTheVisitor =
  /\b(info(?:rmation)?|details|know|keep|store|collect|track|record)\b(?: about| on) (?:me|visitors|users|buyers|customers)\b/gi

/**
 * The product not working out for the visitor is the FAQ's "What if it is not right for me?" ("what if the code
 * doesnt work for me"): its "work for me" asked whether it suits a use (the commercial-use page), and its "code"
 * had the coding experience needed. ("Doesn't work out" is chat.yaml's, the refund policy.) So is finding it too hard
 * after buying ("what if I buy it and then realise it's too complicated for me" asked which plan is right).
 */
export const notRightForMe =
  /\bif (?:it|this|the (?:template|product)|launchkit) (?:doesn'?t|does not|won'?t|will not) (?:suit|fit) (?:me|us)\b|\bwhat if (?:(?:it|this|the (?:template|code|product|kit)|launchkit) (?:doesn'?t|does not|won'?t|will not|didn'?t|did not) (?:work|suit|fit) for (?:me|us)|(?:i|we) (?:buy|purchase|get|order) it and(?: then)?(?: (?:realise|realize|find|decide|discover|feel)(?: that)?)? (?:it'?s|it is) (?:too (?:complicated|complex|hard|difficult|advanced|technical)|not (?:right|for) (?:me|us))(?: for (?:me|us))?)\b/gi

/**
 * What we do with the visitor's email is what the privacy policy says of the emails they send us ("do you sell my
 * email address", "what happens to my email after support answers", "will my email end up sold", "is my email
 * address shared with anyone"): "email" and "support" had the support channel, and "sell" and "share" the licence
 * terms.
 */
export const emailsKept =
  /\b(?:(?:what )?(?:do|does|will|would) (?:you|your team|launchkit|anyone) (?:do with|sell|share|give away|pass on|use|keep|store|save)|(?:what )?happens to) (?:my|our) (?:e-?mails?|e-?mail address(?:es)?)\b|\bmy e-?mails?(?: address)? (?:end up|ends up|gets?|be|is) (?:sold|shared|passed on|given away)\b|\b(?:is|are|will|would|could|does|do) (?:my|our) e-?mails?(?: address(?:es)?)? (?:be |get |ever )?(?:sold|shared|passed on|given away|handed)\b/gi

/**
 * Being bound by the terms is agreeing to them ("am i bound by the terms if i only browse the site", "do the terms
 * apply if i just visit"): the terms say "by using this website … you agree to these terms"; "bound" is a word the
 * site never says, and weighed as the question's subject.
 */
export const boundByTerms =
  /\b(?:bound by|subject to|governed by)(?= (?:the |your |these |its |our )?(?:terms|conditions|rules|agreement|tos)\b)|\b(?:the |your |these )?(?:terms(?: of service| and conditions)?|tos) (?:apply|applies)\b/gi

/**
 * A time frame or window of a refund or support is how many days ("money back timeframe in days", "what's the
 * refund window"): "timeframe" is a word the site never says, and weighed as the question's subject.
 */
export const timeFrame = /\b(?:time ?frame|time window|time limit|window)\b/gi
export const aboutRefundOrSupport = (question: string) =>
  /\b(?:refund|money back|money-back|return|support|reply|answer)/i.test(question)

/**
 * Disagreeing with a use of the visitor's data is objecting to it ("i disagree with how my data is used, what can i
 * do"): the privacy policy's rights say "object to its use".
 */
export const disagreeWith =
  /\b(?:disagree with|do not agree with|don'?t agree with|am not ok with|(?:i'?m|i am) not okay with|not happy with|stop you(?: from)? (?:processing|using|handling))\b(?=.*\b(?:data|info|information|details|emails?)\b)/gi

/**
 * What the visitor can't do is what is not allowed ("what can't i do with the license"): "can't" is a stop word, so
 * the question read as what they can do, the licence's overview.
 */
export const cannotDo =
  /\bwhat (?:can'?t|cannot|can not|mustn'?t|must not|shouldn'?t) (?:i|we|you|clients|buyers) do\b/gi

/** Proof of purchase is a receipt, which chat.yaml reads as the invoices: "proof" had the social-proof popups. */
export const proofOfPurchase = /\bproof of (?:purchase|payment)\b/gi

/**
 * A licence per domain asks how many sites a licence covers ("do i need a licence per domain"): chat.yaml reads
 * "domain" alone as the deployment guide, and "several domains" as the projects each plan allows.
 */
export const perDomain = /\bper (?:domain|site|website|url)\b/gi

/**
 * A refund seen in the visitor's account or on their card is the money back on the original payment method ("how long
 * until i see the refund in my account"): "account" weighed as the subject, and the policy's overview came first.
 */
export const refundArrives = /\b(?:in|on|to|into) (?:my|our) (?:bank )?(?:account|card|credit card|statement)\b/gi

/**
 * Our name or logo removed from a site, or a client's put in its place, is white-labelling ("can i put my clients logo
 * instead of yours everywhere" had the customisation guide): the site says "white-label rights" and "without
 * LaunchKit attribution". The visitor's own logo in place of the template's is customising it (the public folder).
 */
export const withoutOurName =
  /\b(?:remove|hide|drop|take off|take out) (?:yours|your (?:logo|name|brand|branding|credits?))\b/gi
export const insteadOfOurs =
  /\b(?:instead of|in place of|rather than|replace) (?:yours|your (?:logo|name|brand|branding|credits?))\b/gi
export const forClients = (question: string) =>
  /\b(?:clients?|client's|customers?|agency|agencies|resell)\b/i.test(question)

/**
 * Whether it still works in some years asks how long the licence and its updates last ("will the template still work
 * in five years" had the refund policy, through "years" and "work").
 */
export const stillWorksIn =
  /\b(?:still (?:work|be (?:usable|supported|working|around|updated))|keep working|last) (?:in|after|for) (?:\d+|a few|several|many|some|two|three|four|five|ten) (?:more )?years\b/gi

/**
 * A project for school or for learning is a personal project ("can i use it for my university project" had the
 * commercial projects item): the school is a word no page says.
 */
export const schoolProject =
  /\b(?:university|uni|school|college|class|course|student|thesis|dissertation|coursework|learning|practice|portfolio) projects?\b/gi

/**
 * The visitor's own business, by kind, is a commercial business ("can i use in 2 restaurants" was declined, and "can
 * i use it for my business" had sharing a licence): chat.yaml counts food and buildings as topics no page covers,
 * and "business" reads as the refund's business days. Only one the visitor has or counts: "the best restaurant in
 * madrid" stays declined, and "my bakery" (which rules and taught questions read already) is left alone, but "for
 * my business" is the visitor's.
 */
export const ownBusiness =
  /(?<=\b(?:(?:i|we) (?:have|own|run|manage) an?|for (?:my|our)|\d+|two|three|four|both|several|multiple) )(?:small |local |own |new |family )?(?:business(?:es)?|restaurants?|caf[eé]s?|bakery|bakeries|hotels?|salons?|gyms?|clinics?|stores?|shops?|boutiques?|practices?)\b/gi

/** A satisfaction guarantee is the money-back guarantee ("is there a satisfaction guarantee on the agent": Did you mean). */
export const satisfaction = /\bsatisfaction(?: guaranteed?| guarantees?)\b/gi

/**
 * The fine or small print of the licence is its terms ("what's the fine print in the license": Did you mean); of the
 * money-back guarantee, its exceptions ("money back - any fine print?", stop 76, had the terms of service).
 */
export const finePrint = /\b(?:fine|small) print\b/gi

/**
 * An agency's freelancers or contractors are developers of its team ("can our agency's freelancers use the enterprise
 * licence" had the licence's overview, through "freelancers": the Professional plan's word).
 */
export const ourFreelancers =
  /\b(?:our|my|the|agency'?s|studio'?s|team'?s) (?:external |outside )?(?:freelancers|contractors|subcontractors)\b/gi

/**
 * Customers' or users' data is the visitors' data the privacy policy speaks of ("is it safe for my customers' data"
 * had the commercial licence: customers are clients there).
 */
export const visitorData =
  /\b(?:customers?|clients?|users?|visitors?)(?:'s|s'|')? (data|info|information|details|personal data|privacy)\b/gi

/**
 * Two founders on one plan asks whether each needs a licence ("can my cofounder and I both use it on the starter plan"
 * had the plans), and so does whether "we" can both work on it ("my cofounder asks if we can both work on it", stop
 * 73, had the bundle: "both include lifetime updates").
 */
export const bothUse =
  /\bcan (?:my|our) (?:co-?founders?|partners?|business partners?|colleagues?|coworkers?|co-workers?|friends?) and (?:i|me) (?:both |all )?use it\b|\b(?:(?:can|could|may) we|we can|we could) (?:both|all|each)(?: of us)? (?:use|work on|work with|edit|share|build with|develop with) (?:it|this|the template|launchkit)\b/gi

/**
 * Emails to support deleted is the visitor's right to ask for deletion ("I'd like my support emails deleted" had how
 * long they are kept). Asked whether we delete them, it is how long we keep them.
 */
export const emailsDeleted =
  /\b(?:my|our) (?:support )?emails? (?:deleted|erased|removed)\b|\b(?:please|can you|could you|i want you to|i'd like you to|id like you to) (?:delete|erase|remove) (?:my|our) (?:support )?emails?\b/gi

/**
 * Reusing it for the next product is a second project, which the plans count ("if we pivot, can I reuse it for a new
 * product" was declined).
 */
export const reuseForNext =
  /\b(?:reuse|re-use|use) it (?:again )?for (?:a|another|my next|our next|a second|a different|the next) (?:new )?(?:product|project|site|website|business|startup|idea|app)\b/gi

/**
 * A business named by what it sells is a commercial business ("my daughter is starting a small t-shirt business"
 * was declined: the shirt weighed as the subject).
 */
export const productBusiness =
  /\b(?:an? |her |his |my |our |their )(?:small |little |new |local |online )?(?:[a-z]+-)?[a-z]+ (?:business|shop|store|brand)\b(?=.*\b(?:sell|selling|sells|online|this|it|template|launchkit)\b)/gi

/**
 * Whether changed terms reach an earlier purchase is the terms' changes clause ("will new terms apply to my old
 * purchase" had the terms' overview: "terms apply" read as agreeing to them, and the clause says "changes do not
 * affect purchases made before them").
 */
export const termsLater =
  /\b(?:(?:will|do|does|would|could) )?(?:the )?(?:new|changed|updated|future|revised|different) (?:terms|tos|conditions|license terms|licence terms)(?: of service)? (?:apply|affect|change|cover|hit)(?: to)? (?:my |an |our |the )?(?:old|past|earlier|previous|existing|prior|original|first) (?:purchases?|orders?|licen[cs]es?)\b/gi

/**
 * Building a competitor is building "a product that competes with LaunchKit", which the licence forbids ("can I build
 * a competitor to launchkit with it" had a "Did you mean": "competitor" is a word no page says).
 */
export const buildsCompetitor =
  /\b(build|make|create|launch|start|sell)(?:ing)? (?:a |an )(?:competitor|competing (?:product|template|theme|kit|service)|rival (?:product|template|theme|kit))\b/gi

/**
 * Selling copies of the template is reselling it, and handing them out redistributing it, as the licence's list of
 * what is not allowed says ("am i allowed to sell copies of the template", stop 75, had a "Did you mean": the site's
 * "copy" is its marketing copy).
 */
export const sellsCopies = /\b(sell|distribute)(?:ing)? (?:copies|a copy|duplicates)(?: of)?\b/gi

/**
 * A template that will not install or run, asked with a refund, asks what the refund policy says if it is not right
 * for the visitor ("what if it won't install on my machine, refund?", stop 75, had the setup steps).
 */
export const wontRun =
  /\b(?:it|this|the (?:template|code|project|kit)|launchkit) (?:won'?t|doesn'?t|does not|will not|can'?t|cannot|fails to|failed to|didn'?t|did not) (?:install|run|build|start|compile|load)\b(?: on (?:my|our) (?:machine|computer|laptop|pc|mac))?/gi

/**
 * Someone else using the visitor's licence is sharing it, which the sharing entry answers ("can my intern use my
 * professional licence", stop 75, had the commercial licence; the intern is "someone" by then).
 */
export const othersUseLicence =
  /\b(?:can|could|may) (?:someone(?: else)?|another person|a friend|others) use my (?:(?:starter|pro|professional|enterprise) )?(?:licen[cs]e|copy)\b/gi

/**
 * Sharing the download with someone is sharing the licence, which the sharing entry answers ("can i share the zip with
 * my designer", stop 75, had a "Did you mean"). Sharing it publicly is the licence's list of what is not allowed.
 */
export const sharesDownload =
  /\bshare (?:the |my |our )?(?:zip(?: file)?|files|download|template|copy|source code|code) with (?:my|our|a|the|another)(?: \w+){1,2}/gi

/**
 * A licence limited in time asks whether it expires ("is my licence time-limited", stop 75, had a "Did you mean").
 */
export const timeLimited =
  /\b(?:is|are) (my |the |your |our )?(licen[cs]es?|licen[cs]e|updates|access) (?:time[- ]limited|limited in time|temporary)\b/gi

/**
 * What white-label rights are, asked in any words ("white-label rights, explain like im five", stop 76, had the
 * Enterprise plan, which names them without saying what they are): chat.yaml's "white label mean" reads the meaning.
 */
export const whiteLabel = /\bwhite[- ]?label(?:led|ling|ing)?(?: rights?)?\b(?! mean)/gi
export const asksMeaning = (question: string) =>
  /\b(?:mean|means|meaning|explain|define|definition|eli5)\b|\bwhat(?:'s|s| is| are)(?: the| a)? white[- ]?label(?:led|ling|ing)?(?: rights?)?\s*[?!.]*$/i.test(
    question,
  )

/**
 * A theme for another platform made from the template is the template resold as a theme, which the licence forbids
 * ("can i make a wordpress theme from it", stop 76, was declined: "wordpress" is a word no page says).
 */
export const platformTheme =
  /\b(?:wordpress|wp|shopify|ghost|drupal|joomla|hugo|jekyll|webflow|framer|wix|squarespace) (themes?|templates?)\b/gi
export const derivesProduct = (question: string) =>
  /\b(?:from|out of) (?:it|this|the template|launchkit|the code)\b|\b(?:re)?sell (?:it|this|the template|the code|launchkit|my copy) as\b/i.test(
    question,
  )

/**
 * Others using the visitor's copy is sharing the licence ("i teach a bootcamp, can students each use my copy", stop
 * 76, had a "Did you mean").
 */
export const othersUseMine =
  /\b(?:can|could|may) (?:my |our |the )?(?:students|pupils|colleagues|co-?workers|friends|teammates|employees|staff|interns?|classmates|partners?|brother|sister|family)(?: each| all| also| both)? use (?:my|our) (?:copy|licen[cs]e|download|purchase|template|files|zip)\b/gi

/**
 * A company sold, acquired or taken over passes its licence to a new owner, which the licence's terms answer: it is
 * non-transferable ("what happens to my licence if my company is sold", set 226, had the commercial licence).
 */
export const companySold =
  /\b(?:my|our|the) (?:company|business|startup|agency|firm|studio) (?:is|gets|was|get|being|has been|goes) (?:sold|acquired|bought(?: out)?|taken over)\b|\b(?:we|i) (?:sell|sold) (?:the|our|my) (?:company|business|startup|agency|firm|studio)\b/gi

/**
 * The licence's type, kind or legal name is the licence a buyer receives ("whats the licence called legally", set
 * 231, had the commercial licence, whose plans are no name for it): a perpetual, non-exclusive, non-transferable one.
 */
export const licenceKind =
  /\b(?:what(?:'s| is)?|whats|which) (?:the |your )?(?:type|kind|sort|form) of licen[cs]e(?: (?:is it|is this|do i get|do you give|do you sell|is included))?\b|\bwhat(?:'s|s| is)? (?:the |your )?licen[cs]e (?:called|named)(?: legally| exactly| officially)?\b|\b(?:the |your )?licen[cs]e type\b/gi

/**
 * Support over the holidays is support on any day, which the site says as replies within 24 hours ("holiday season,
 * is anyone answering mail", stop 76, was declined; "on weekends" had the support page).
 */
export const holidays =
  /\b(?:(?:the )?holiday season|(?:the |public |bank )?holidays?|christmas|new year'?s?|easter|thanksgiving)\b/gi
export const aboutSupportReply = (question: string) =>
  /\b(?:support|answer(?:s|ing)?|repl(?:y|ies|ying)|respond(?:s|ing)?|e?-?mails?|open|closed|staffed|reachable)\b/i.test(
    question,
  )

/**
 * The company folding, going under or bust is LaunchKit shutting down ("say your company folds next year, is my copy
 * still mine", stop 76, had the customisation guide: "folds" read as "folder").
 */
export const companyFolds =
  /\b(?:your company|the company|launchkit|you(?: guys)?) (?:folds?|folded|goes? under|went under|goes? bust|went bust|closes? down|disappears?|goes? away)\b/gi

/**
 * Regretting the purchase asks for the money back ("bought it, regret it, now what", stop 76, had a "Did you mean").
 */
export const regretsBuying =
  /\b(?:i |we )?(?:regret|regretting|regretted|regrets)(?: it| buying(?: it)?| the purchase| my purchase| purchasing(?: it)?)?\b/gi

/**
 * A refund denied or rejected is a refund refused, as the exceptions say when ("refund denied? when would that
 * happen", stop 76, had a "Did you mean").
 */
export const refundDenied =
  /\b(refunds?) (?:(?:is|are|was|were|get|gets|got) )?(?:denied|rejected|declined|turned down)\b/gi

/**
 * Seats, or a number of people needed, are a team of developers on a licence ("we need 15 seats, what now", stop 76,
 * was declined).
 */
export const seatsNeeded =
  /\b(?:we|i) (?:need|want|have|require|are) (\d+) (?:seats|developers|devs|people|users|licen[cs]es|members)\b/gi

/**
 * Money back after deploying or going live is a refund after using it ("can i get my money back after deploying to
 * production", stop 76, set 225, had a "Did you mean").
 */
export const afterGoingLive =
  /\bafter (?:deploying(?: (?:it|the site))?(?: to production| live)?|going live|launching(?: (?:it|the site))?|putting it live)\b/gi

/**
 * Booking the onboarding call, or being contacted for it, is how it is booked ("Is the onboarding call something I
 * book right after paying or do you contact me?", set 236, was declined).
 */
export const booksOnboarding =
  /\b(?:is )?the onboarding call (?:something )?(?:i|we) (?:book|schedule|arrange|set up)\b[^?.!]*|\b(?:book|schedule|arrange|set up) (?:the |my |our )?onboarding call\b/gi

/**
 * Marketing email or spam after buying asks what is done with the visitor's email ("After checkout will I start
 * getting marketing spam from you?", set 236, had a "Did you mean"): the privacy policy says. The search has read
 * "spam" as "spa" (a taught question's word) by then, so either spelling is met.
 */
export const marketingSpam =
  /\b(?:after (?:checkout|buying|i buy|we buy|purchase|purchasing|i pay|paying),? )?(?:(?:will|would|do|does|am|are|is) (?:i|we|you|launchkit) (?:start |be |going to |gonna )?)?(?:get|getting|receive|receiving|send|sending|flood|flooding)(?: me| us)?(?: with)? (?:any |lots of |a lot of )?(?:marketing (?:spam?|emails?|mails?|messages)|spam?(?: emails?| mails?)?|promotional (?:emails?|mails?)|promo (?:emails?|mails?))(?: from you)?|\b(?:will|would|do|does) (?:you|launchkit) spam? (?:me|us|my (?:inbox|email))\b/gi

/**
 * Whether the code is the visitor's or rented asks whether the licence lasts ("after paying, is the code mine or am I
 * renting it", set 238, had the updates).
 */
export const ownsOrRents =
  /\b(?:is (?:the code|it|the template|this|the source(?: code)?) (?:mine|my own|ours)(?: forever)?(?: or (?:am i|are we) (?:just )?(?:renting|leasing)(?: it)?)?|(?:am i|are we) (?:just )?(?:renting|leasing) (?:it|the code|the template|this))\b/gi

/**
 * A refund landing in the bank asks how long it takes ("how soon after emailing do refunds land in my bank", set 238,
 * had the refund page, whose reply leaves the processing time out).
 */
export const refundLands =
  /\b(?:how (?:soon|long|quickly|fast)|when)(?: after [a-z]+(?: [a-z]+)?)? (?:do|does|will|would|until|till|before) (?:the |my )?(?:refunds?|money) (?:lands?|arrives?|shows? up|appears?|hits?|reach(?:es)?|comes? back|gets? back)(?: in| on| to| into)? (?:my )?(?:bank(?: account)?|account|card|credit card)\b/gi

/**
 * A client who wants another site of their own asks whether they may reuse the template ("my client loved it and
 * wants to build a second site alone, what should they buy", set 238, had the licence terms' page).
 */
export const clientsNextSite =
  /\b(?:my |our |the )?client (?:[a-z]+ ){0,5}?(?:wants|would like|plans|wishes|is planning) to (?:build|make|launch|create|do) (?:a |another |their |his |her )?(?:second|another|next|new|other) (?:site|website|project|landing page)(?: (?:alone|themselves|on their own|by themselves|without me))?\b/gi

/**
 * Whether the guarantee counts from the purchase or the download asks how a refund is requested ("is the 30 day
 * guarantee from purchase or from download", set 239, had the refund summary, which does not say from when).
 */
export const guaranteeFrom =
  /\b(?:is |does )?(?:the )?(?:30[- ]day |money[- ]back |refund )?(?:guarantee|refund window|refund period)(?: (?:start|starts|count|counts|run|runs|begin|begins))? (?:from|after|at|on) (?:the )?(?:purchase|download|buying|checkout|payment|order)(?: date)?(?: or (?:from |after |at |on )?(?:the )?(?:purchase|download|buying|checkout|payment|order)(?: date)?)?\b/gi

/**
 * The licence summed up in a sentence asks what it covers ("could you sum up the licence rules in a sentence", set
 * 239, was declined).
 */
export const licenceInShort =
  /\b(?:sum up|summari[sz]e|explain|give me|tell me)(?: me)? (?:the )?(?:licen[cs]e|licensing)(?: rules| terms| conditions)?(?: in (?:a|one) (?:sentence|line|paragraph)| briefly| in short| quickly| in plain (?:english|words))?\b/gi
