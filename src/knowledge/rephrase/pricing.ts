/**
 * Rephrasings (see ../rephrase.ts): prices, plans and paying: a plan named by its price or for a team, upgrades,
 * discounts, currencies, taxes, cards and other ways to pay, checkout, the bundle. Each pattern says where it came
 * from and what it had answered before.
 */

/**
 * "What's the damage" asks the price, in slang: its "damage" had the terms' liability clause ("indirect damages").
 * Only as the question's end or before "for" or "on": "what is the damage to my site if…" asks about damage.
 */
export const priceSlang = /\bwhat(?:'?s| is) the damage(?= *(?:$|[?!.,]| for\b| on\b))/gi

/**
 * Who something is aimed at is who it is for ("who is enterprise intended for"): the site says "for freelancers",
 * and "aimed", "intended" and "geared" are words it never says, so they weighed as the question's subject.
 */
export const audience = /\b(?:aimed at|intended for|targeted at|geared (?:towards?|to|for)|meant for)\b/gi

/**
 * A price or plan for some people ("price for 3 devs", "plan for five people", "price for whole team of 10 devs")
 * asks for a team's licence: "devs" is the dev server's word, and "price for 2 devs" had the testimonials, which say
 * "developers" and "prices". So do licences counted ("volume pricing for 20 licences" had the pricing page).
 */
export const teamOfSome =
  /\bfor (?:(?:a |the |my |our )?(?:whole |entire )?team of )?([2-9]|[1-9]\d+) (?:devs?|developers|people|seats|users|engineers|coders|programmers|licen[cs]es|copies)\b/gi

/**
 * A price for a team is how much its licence costs ("price for whole team of 10 devs", read as "for a team of 10
 * developers" first): "price" alone is no intent phrase, so the clause about teams, which names no price, came
 * before the plan's card. Only for a team: "price for updates" and "pricing for agencies" were answered already.
 */
export const priceForTeam = /\b(?:the )?(?:price|pricing)\s+for(?= a team of \d)/gi

/**
 * Moving up to another plan is upgrading ("i bought starter by mistake, can i move up to professional", "bump my plan
 * up to enterprise"): "move" and "bump" are everyday words, and "by mistake" had the refund policy. Only to a plan:
 * "how high will the price go up to" asks about the price rise.
 */
export const movesUp =
  /\b(?:move|moving|step|stepping|go|going|bump|bumping|trade|trading|level|levelling|leveling|top|topping)(?: (?:my|our|the) (?:plan|licen[cs]e|tier|purchase))? up (?:to|into)(?= (?:the |a |an )?(?:pro|professional|enterprise|bundle|team|agency|(?:next|top|higher|bigger|larger|better) (?:plan|tier|licen[cs]e)|(?:plan|tier|licen[cs]e)s?)\b)/gi

/**
 * A card named by its brand is a card payment ("do you take american express", "can i pay with visa"): the storefront
 * takes the payment, and the brands are words the site never says. Only asked of paying: "do i need a visa" is none.
 */
export const cardBrands =
  /\b(?:american express|amex|visa|mastercard|master card|discover card|diners club|maestro)\b/gi
export const aboutPaying = (question: string) =>
  /\b(?:take|takes|accept|accepts|pay|paying|payment|payments|checkout|cards?)\b/i.test(question)

/**
 * "How much are we talking", or how much for everything, asks the prices: "everything" was the only word left, and
 * it had the home page's "Everything you need to convert visitors" (Did you mean).
 */
export const howMuchInAll =
  /\bhow much (?:are we talking(?: about)?(?: (?:for|with) (?:everything|it all|all of it|the lot))?|(?:is |for |would |will )?(?:it )?(?:cost )?(?:be )?(?:for |with )?(?:everything|it all|all of it|the (?:whole|full) (?:thing|lot|package)|the lot))\b/gi

/**
 * A plan named by its price and "one" is that plan ("is the 67 one enough for a personal blog"): the number alone
 * had the home page, which names that price too. ("Version" is not here: "the 18 version" is React's.)
 */
export const priceOne = /\bthe (\$?\d{2,3}) (?:one|option|tier)\b/gi

/**
 * A call to help set it up is the Enterprise plan's onboarding call ("can i get a call to help me set up"): "call"
 * alone is the phone, and the support page came first. So is a call with us, the only call the site offers ("can i
 * book a call with you", stop 75, was declined: "book" and "call" weigh little; "get on a call with you" had the docs).
 */
export const setupCall =
  /\b(?:setup|set-up|set up|onboarding|kickoff|kick-off|getting started) call\b|\bcall to (?:help (?:me |us )?)?(?:set (?:it |me |us |things )?up|get (?:me |us )?started)\b|\b(?:a )?(?:call|video call|zoom call|phone call|zoom) with (?:you|your team|one of you|someone from your team)\b/gi

/**
 * A cost per message, question or visitor asks whether the agent is paid as it is used: it is a one-time purchase
 * ("does the agent cost anything per message" had a "Did you mean"). Only a question about paying is read so.
 */
export const perUse = /\bper (?:message|question|chat|reply|answer|request|conversation|visitor|use|query)\b/gi
export const aboutCost = (question: string) =>
  /\b(?:cost|costs|charge|charged|charges|pay|paid|fee|fees|billed|bill)\b/i.test(question)

/**
 * Picking the plan later is upgrading later ("can i buy now and pick the plan later"): the FAQ says one pays only the
 * difference, and "plan" alone had the Professional plan.
 */
export const planLater =
  /\b(?:pick|choose|decide on|select|settle on) (?:the|a|my|which) (?:plan|tier|licen[cs]e)(?: to (?:use|get|buy))? later\b/gi

/**
 * A bank or wire transfer is a way to pay at the storefront ("can i pay by bank transfer" had the licence's
 * "non-transferable", and "wire" is a word the site never says).
 */
export const wireTransfer = /\b(?:bank|wire|wired) (?:transfer|payment)s?\b/gi

/**
 * Whether it is overkill (or too much) for the visitor asks which plan is right for them ("i run a small bakery, is
 * this overkill for me" had the commercial-use page): "overkill" is a word the site never says.
 */
export const overkill =
  /\b(?:overkill|too much|too big|too advanced|too complex|too complicated) for (me|us|my|our|a|an)\b/gi

/** Special pricing, a special price or deal, is a discount ("special pricing for students" had the pricing page). */
export const specialPrice = /\bspecial (?:pricing|prices?|deals?|rates?|offers?)\b/gi

/**
 * Paying in instalments is paying monthly, which a one-time price is not ("installments for the enterprise plan" had
 * the setup guide: "installments" stems to "install"; "is possible to pay in two times", set 237, was declined).
 */
export const instalments =
  /\b(?:installments?|instalments?|payment plans?|split (?:the |my )?payments?|pay in (?:parts|chunks|(?:two|2|three|3|four|4|several|multiple) (?:times|parts|payments|goes|months)))\b/gi

/**
 * Another currency "instead of dollars" asks which currency the prices are in ("can i get charged in gbp instead of
 * dollars" had the bundle, whose price reads "… one-time instead of …"): the dollars are the currency, not a price.
 */
export const insteadOfDollars = /\b(?:instead of|rather than|not in|not) (?:us |american )?(?:dollars|usd)\b/gi

/**
 * "Ent" is Enterprise, said of a plan ("is ent worth it for solo dev" was declined, "upgrade cost starter to ent"
 * answered): a word the site never says. Only beside what is said of plans.
 */
export const entShort = /\bent\b/gi
export const aboutPlans = (question: string) =>
  /\b(?:worth|plan|tier|licen[cs]e|upgrade|starter|pro|professional|price|cost|buy|get|vs|or|solo|team|agency)\b/i.test(
    question,
  )

/** A discount, promo or coupon code is a discount ("exit offer code" had the package's source code). */
export const discountCode = /\b(?:discount|promo|promotion|promotional|coupon|voucher|offer|sale) codes?\b/gi

/**
 * Charged twice is a payment gone wrong, which support puts right ("charged twice" was declined, and "what if i bought
 * twice by accident" had the refund policy), and so is paying for the same thing twice ("oops i accidentally paid for
 * the same plan two times", stop 74, had "Did you mean" the plans) or a duplicate payment (declined).
 */
export const chargedTwice =
  /\b(?:(?:charged|billed|paid|debited) (?:me )?(?:for (?:it|the same (?:plan|thing|template|product|order|licen[cs]e|item|one)) )?(?:twice|two times|double)|double (?:charged|billed|charge|payment)|duplicate (?:charges?|payments?|orders?|purchases?|transactions?))\b/gi

/** Paying in crypto asks about payment methods ("can i pay with crypto" was declined). */
export const crypto =
  /\b(?:crypto(?:currency|currencies)?|bitcoin|btc|ethereum|eth|usdt|usdc|stablecoins?|upi|pix|alipay|wechat pay|paytm|klarna|afterpay|venmo|cash app|apple pay|google pay|gpay|boleto|m-?pesa)\b/gi

/**
 * Where the purchase is made, or whether on this site, asks where checkout happens ("where is the actual purchase
 * made, on your site?" had the setup guide, whose first step follows the purchase).
 */
export const purchaseMade =
  /\b(?:the )?(?:actual )?(?:purchase|payment|order|transaction|sale)s? (?:is |are |gets? )?(?:made|done|happening|happens|happen|taking place|takes place|take place|processed|handled|completed)\b/gi

/** Clicking buy is going to checkout ("what happens when i click buy" had trying before buying). */
export const clickBuy =
  /\b(?:click|clicking|press|pressing|hit|hitting|tap|tapping) (?:on )?(?:the )?(?:buy|purchase|checkout|order|get it)(?: now)?(?: buttons?)?\b/gi

/**
 * What an upgrade costs is the FAQ's "you only pay the difference" ("upgrade price" had the pricing FAQ's list, the
 * upgrade third in it).
 */
export const upgradePrice =
  /\b(?:upgrade (?:price|cost|fee)s?|(?:price|cost|fee) (?:of|for|to) (?:an? )?upgrad(?:e|ing)|(?:is it|does it cost|to) (?:go|move|switch|step up|jump)(?: up)? from (?:the )?(?:starter|pro|professional) to (?:the )?(?:pro|professional|enterprise))\b/gi

/**
 * Needing more than the plan one already has is an upgrade ("i bought starter, now i need more sites, what do i do",
 * stop 74, had the Starter card): only once a smaller plan is said to be the visitor's (ownsSmallerPlan), as "do I
 * need more sites for Starter" is not.
 */
export const needMore =
  /\b(?:need|needs|want|wants|have|got|getting|building|build|make|making) (?:to (?:build|make|add|run|do) )?(?:more|another|a second|a third|extra|additional|several more|a few more|more than one) (?:sites?|websites?|projects?|client sites?|client projects?|clients?|landing pages?|developers?|devs?|seats?|people|team members?)\b/gi
/**
 * Needing what a bigger plan adds, having a smaller one, is upgrading too ("bought starter last week, now i need client
 * rights, what do i pay", stop 76, had the plans).
 */
export const needsMoreRights =
  /\b(?:need|needs|want|wants|require|requires)(?: to (?:do|have|get|add))? (?:client (?:rights|work|use|projects?|sites?)|white[- ]label(?: rights)?|(?:a )?team licen[cs]e)\b/gi
export const ownsSmallerPlan = (question: string) =>
  /\b(?:bought|buy|purchased|have|own|got|on|using|with|paid for) (?:the |a |my |our )?(?:starter|pro|professional)(?: plan| licen[cs]e| tier| version)?\b/i.test(
    question,
  )

/**
 * Reaching 500 licences is the price rise the pricing states ("what happens when you hit 500 licences" had the
 * commercial licence).
 */
export const licenceLimit =
  /\b(?:what happens )?(?:when|once|after|if) (?:you )?(?:hit|reach|pass|cross|sell|sold|get to|have sold)(?: the)? 500(?: licen[cs]es| sales| copies| buyers| customers)?\b/gi

/**
 * Working alone, asking which plan, is a solo founder's question ("just me building my own product, what should i
 * get", stop 79, had the commercial-use page; "i work alone, what plan do i need" the Enterprise card). Only when a
 * plan is chosen: "can i install it on my own" asks about setup, "i built it by myself, what do i need to deploy" a step.
 */
export const workingAlone =
  /\b(?:(?:it'?s |it is )?just me|only me|(?:i )?work(?:ing)? alone|(?:i'?m|i am) alone|by myself|on my own(?=[,.?!]|$)|a team of one|one[- ](?:person|man|woman) (?:team|band|business|company|shop|show))\b/gi
export const choosingAPlan = (question: string) =>
  /\b(?:plan|tier|licen[cs]e|option|package)s?\b|\b(?:should|do|would) (?:i|we) (?:get|buy|pick|choose)\b|\bwhat (?:do|would|will) (?:i|we) need\b(?! to)/i.test(
    question,
  )

/**
 * Holding, reserving or freezing a price is locking it in ("my boss needs to approve, can i hold the price for a
 * week", stop 79, had "Did you mean"): the FAQ says buying now locks in the current price.
 */
export const holdsThePrice =
  /\b(?:hold|reserve|freeze|guarantee|keep|save) (?:the|this|that|my|our|a|today'?s|current|your) (?:price|prices|pricing|deal|rate)\b/gi

/**
 * Licences bought by the handful are a team's licence ("can i get a discount if i buy 3 licences", stop 79, had the
 * bundle's saving).
 */
export const licencesBought =
  /\b(buy|buying|get|order|purchase|purchasing) ([2-9]|[1-9]\d+|two|three|four|five|six|seven|eight|nine|ten|several|multiple|a few) (?:licen[cs]es|copies|seats)\b/gi

/**
 * A team's discount is the Enterprise plan's team licence ("is there a team discount" had the bundle's saving).
 */
export const teamDiscount =
  /\b(?:team|group|volume|bulk|multi[- ]?seat|seat|multiple seats?|several seats?|agency|company) (?:discounts?|pricing|deals?|rates?)\b/gi

/**
 * A nonprofit's, a school's or a charity's price asks for a discount ("I run a small charity. Is there a nonprofit
 * price?" had the commercial licence: "nonprofit" is a use the licence covers); so does an edu or college price ("my
 * kid is in college, any edu pricing", set 233, was declined).
 */
export const causePrice =
  /\b(?:non-?profit|charity|charities|ngo|educational|education|edu|academic|teacher|school|college|university|uni|student|church) (?:prices?|pricing|discounts?|rates?|deals?)\b/gi

/** A combo is the bundle ("combo price" had the pricing page: "combo" is a word no page says). */
export const combo = /\bcombo(?:s| deal| deals| pack| package)?\b/gi

/** GST and HST are the taxes checkout handles ("is GST handled at checkout" had a "Did you mean"). */
export const salesTaxNames = /\b(?:gst|hst|pst|qst|iva|mwst)\b/gi

/**
 * Regional or purchasing-power pricing asks for a discount ("is there regional pricing for India" was declined: the
 * country weighed as the subject).
 */
export const regionalPrice =
  /\b(?:regional|local|country|purchasing[- ]power|ppp|geo(?:graphic)?|location)(?:[- ]based)? (?:pricing|prices?|discounts?|rates?)(?: (?:for|in) [a-z]+)?\b/gi

/**
 * The agent "on top of" a plan is the agent as an add-on to it ("the agent sounds cool but what does it cost on top
 * of pro", stop 74, had the pricing page's plans, through "pro"): only asked of the agent (agent.ts's aboutTheAgent).
 */
export const onTopOf =
  /\bon top of (?:the |my |a |your )?((?:pro|professional|starter|enterprise|template)(?: plan| licen[cs]e| tier)?|(?:plan|licen[cs]e|purchase))\b/gi

/**
 * A choice between plans, asked of the bundle, is the licence the bundle includes ("is the bundle the pro licence or
 * starter", stop 74, had the commercial licence, which names both plans and not the bundle).
 */
export const planChoice =
  /\b(?:the |a )?(?:starter|pro|professional|enterprise)(?: plan| licen[cs]e| tier| version)? or (?:the |a )?(?:starter|pro|professional|enterprise)(?: plan| licen[cs]e| tier| version)?\b/gi
export const aboutBundle = (question: string) => /\bbundled?\b/i.test(question)

/**
 * The agent with a plan is the bundle ("is the agent bundled with pro license" had the commercial licence, "does pro
 * include the agent" the Professional card; "is the agent included if I buy enterprise", stop 78, the Enterprise plan):
 * the bundle passage says the agent comes with the template only there.
 */
export const agentWithPlan =
  /\b(?:(?:is|are|comes?) )?(?:the )?(?:ai )?(?:agent|assistant|chatbot|bot|add-?on)(?: (?:is|comes?))? bundled (?:with|in|into)\b|\b(?:does|do|will|is) (?:the )?(?:pro|professional|starter|enterprise|template|any plan|a plan)(?: plan| licen[cs]e)? (?:include|come with|get|have|contain)s? (?:the )?(?:ai )?(?:agent|assistant|chatbot|chat bot)\b|\b(?:is|are) (?:the )?(?:ai )?(?:agent|assistant|chatbot|bot|add-?on) (?:included|part of it|free) (?:in|with|on|if (?:i|we) (?:buy|get|choose|pick)|when (?:i|we) (?:buy|get|choose|pick)) (?:the |a )?(?:pro|professional|starter|enterprise|template|any plan|a plan)(?: plan| licen[cs]e| tier)?\b|\bdo (?:i|we) get (?:the )?(?:ai )?(?:agent|assistant|chatbot) (?:with|in|on) (?:the )?(?:pro|professional|starter|enterprise|any plan)(?: plan| licen[cs]e| tier)?\b/gi

/**
 * Paying more for a plan, or the difference in dollars, asks what it adds ("why would i pay 60
 * more for professional", stop 75, had the pricing overview, whose lines say prices, not what each plan allows).
 */
export const payMoreFor =
  /\b(?:is it worth |why )?(?:would |should |do |must )?(?:i |we )?(?:pay|paying|spend|spending) (?:\$?\d+ )?(?:more|extra) (?:for|on) (?:the )?(pro|professional|enterprise)\b/gi

/**
 * An upgrade path or option is upgrading the plan later ("upgrade path", stop 75, had a "Did you mean": "path" is no
 * site word).
 */
export const upgradePath = /\bupgrade (?:paths?|options?|routes?|policy)\b/gi

/**
 * Meaning to buy another plan than the one paid for is having bought the wrong plan ("i paid for pro but meant to buy
 * enterprise, can i fix that", stop 75, had the Enterprise card; "i got starter by mistake, i wanted pro", stop 79, the
 * Professional card).
 */
export const meantToBuy =
  /\b(?:(?:meant|wanted|intended|planned|supposed) to (?:buy|get|order|purchase|pick|choose)|(?:but|by (?:mistake|accident),?) (?:i )?(?:meant|wanted))(?= (?:the )?(?:starter|pro|professional|enterprise|bundle)\b)/gi

/**
 * Help over a video call is a call with us, the onboarding call ("can i get help over zoom", stop 75, was declined:
 * "zoom" is no site word). A phone is not: support is by email.
 */
export const overVideo =
  /\b(?:over|on|via|by|through|in) (?:a )?(?:zoom|skype|google meet|meet|teams|video call|video chat|videocall)\b|\bscreen ?-?shar(?:e|ing)(?: with (?:me|us))?\b/gi

/**
 * The agent's price to someone who owns a plan is its price with the template ("what does the agent cost if i already
 * have pro", stop 76, had the plans: "pro" weighed as what was priced). Only of a price: adding the agent later is
 * answered as it was.
 */
export const ownsPlanAlready =
  /\b(?:if|since|as|when|now that) (i|we) (?:already )?(?:have|own|bought|got|purchased|paid for) (?:the |a |my |our )?(?:pro|professional|starter|enterprise)(?: plan| licen[cs]e| tier)?\b/gi
export const agentPrice = (question: string) =>
  /\b(?:agent|chat ?bot|bot|assistant|add-?on)\b/i.test(question) &&
  /\b(?:cost|costs|price|priced|how much|pay|charge|fee)\b/i.test(question)

/**
 * Paying in a number of chunks or parts is paying in instalments ("pay in three chunks possible?", stop 76, was
 * declined). Numbers are digits by now.
 */
export const paysInParts =
  /\b(?:pay|paying|split(?: it| the \$?\d+| the price| the cost)?) (?:in|into|over) (?:\d+ |two |three |four |five |six |a few |several )?(?:chunks|parts|pieces|instal?lments|payments|goes)\b/gi

/**
 * The plans' nicknames are their taglines, which the plans' overview shows ("why the fancy names on the pricing cards",
 * stop 76, had checkout; "the plan nicknames like starter advantage").
 */
export const planNicknames =
  /\b(?:the )?(?:fancy |odd |weird |funny |marketing )?(?:plan )?(?:nicknames|names|taglines|labels|titles)(?: like [a-z ]+?)?(?: on the (?:pricing |plan )?(?:cards|plans|tiers|page))?(?=[,?!.]|\s*$)/gi
export const aboutPlanNames = (question: string) =>
  /\b(?:nicknames?|fancy names|taglines?|pricing cards|plan names|starter advantage|authority positioning|market domination)\b/i.test(
    question,
  )

/**
 * The cheapest plan a thing is in is Starter ("is the exit-intent thing in the cheapest plan", stop 76, had the plans);
 * its price or what it allows is the plans' own question.
 */
export const cheapestPlan =
  /(?<=\b(?:is|are|does|do)\b[^?]*\b(?:in|on|with) )(?:the )?(?:cheapest|lowest|entry[- ]level|smallest|bottom) (?:plan|tier|licen[cs]e|option)\b/gi

/**
 * The first batch of licences gone is the 500 licences sold after which prices rise ("once the first batch of licences
 * is gone, what changes", stop 76, had a "Did you mean").
 */
export const firstBatch =
  /\b(?:the )?first (?:batch|lot|round|wave) of (?:licen[cs]es|sales|copies)(?: (?:is|are|has|have been))? (?:gone|sold(?: out)?|over|used up)\b/gi

/**
 * Whether a discount, a sale or a price lasts, ends or is permanent asks whether prices change ("is the discount
 * permanent or ending soon", set 233, had the bundle's saving; "when does the sale end" the agent, "is this price
 * permanent" a decline): the site says prices rise after 500 licences are sold.
 */
export const priceLasts =
  /\b(?:is|are|will|does|do|when does|when do|when will|how long (?:does|do|will)|how long is|how long are) (?:the |this |that |your |these |current |launch )*(?:discounts?|sales?|deals?|promos?|promotions?|offers?|prices?|pricing|launch price|launch pricing|introductory price)(?: going to| gonna)? (?:be )?(?:permanent|forever|temporary|last|lasts|end|ends|ending|expire|expires|expiring|over|stay|stays|around)(?: soon)?(?: or (?:not|(?:is it |will it )?(?:permanent|forever|temporary|ending|end|expiring|expire|over))(?: soon)?)?\b(?! (?:of|in|on|with|for)\b)/gi

/** A card or payment declined is a payment that failed ("card declined" had a "Did you mean"). */
export const paymentDeclined =
  /\b(card|payment|purchase|transaction|order)(?: got| was| is| keeps getting| keeps being| has been)? (?:declined|rejected|refused|bounced|not accepted)\b/gi

/**
 * Buying Starter and then finding Professional was needed is upgrading later ("my worry is that I'll buy Starter and
 * then realise I needed Professional, can I fix that without losing money", set 236, had the Professional plan).
 */
export const needsMoreLater =
  /\b(?:buy|get|pick|choose|take|go with) (?:the )?starter(?: plan)?,? (?:and |but )?(?:then |later )?(?:reali[sz]e|find out|discover|notice|decide|learn)s? (?:that )?(?:i|we) (?:needed|need|should have (?:bought|got|picked|taken))(?: the)? (professional|pro|enterprise)\b/gi

/**
 * Buying it twice, or for each of two businesses, asks which licence covers more than one project ("I run two separate
 * businesses, do I need to buy the template twice?", set 236, had the bundle).
 */
export const buysTwice =
  /\b(?:(?:buy|purchase|pay for|get) (?:it|the template|launchkit|a licen[cs]e)(?: (?:twice|two times|again for each|for each(?: one)?|once per (?:business|site|project|brand)))|(?:two|2|three|3|several|multiple) (?:separate |different )?(?:businesses|companies|brands|shops|stores)\b)/gi

/**
 * The same price in the visitor's country, or for them, asks for the currency ("i am from brazil, price is same for
 * me?", set 237, had the pricing page; "are prices the same in every country" the home page's pricing).
 */
export const sameEverywhere =
  /\b(?:the )?(?:price|prices|cost|pricing) (?:is |are )?(?:the )?same (?:for me|for us|in my country|in our country|in every country|in all countries|everywhere|worldwide|for everyone|for all countries)\b|\b(?:is|are) (?:the )?(?:price|prices|cost|pricing) (?:the )?same (?:for me|for us|in my country|in our country|in every country|in all countries|everywhere|worldwide|for everyone)\b/gi

/** An AppSumo-style or lifetime deal asks whether it is one payment ("is this one of those appsumo style deals", set 239). */
export const lifetimeDeal =
  /\b(?:an? )?(?:app ?sumo|lifetime deal|ltd)(?:[- ](?:style|type|like))?(?: deals?)?\b(?! (?:on|for|with) )/gi

/** After 500 licences asks whether prices change ("what happens after 500 licences", set 239, had a "Did you mean"). */
export const after500 =
  /\bwhat happens after (?:the )?(?:first )?500(?: licen[cs]es)?\b(?! (?:are|have been|is|get) sold| sold)/gi
