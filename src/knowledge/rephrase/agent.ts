/**
 * Rephrasings (see ../rephrase.ts): the AI agent and the chat: how it knows what it says, where its widget goes, its
 * knowledge base, the OpenAI key and its costs, what it does with the visitor's data. Each pattern says where it came
 * from and what it had answered before.
 */

/**
 * Whether we see what is asked in the chat is whether we keep the visitor's questions ("do you see what i ask the
 * chatbot", "can you read the conversations people have with the bot"): the site says the questions "never leave
 * your browser", and "see" and "conversations" had the agent's overview and its "full conversations".
 */
export const watchesTheChat =
  /\b(?:see|read|log|record|store|save|monitor|look at|access|watch|spy on)\s+(?:what (?:i|we|people|visitors|users|customers) (?:ask|type|write|say)|(?:my |our |the |visitors'? |people'?s |users'? )?(?:chats?|conversations?|chat messages|chat logs?)\b(?: (?:people|visitors|users|customers|i|we) have)?)/gi

/**
 * The agent talking to the visitor's customers is it answering visitors ("can the agent talk to my customers at
 * 3am", stop 74, was declined: "talk" read as a task the agent is not offered, like phone calls), and the small hours
 * are the day and night it answers in. Only asked of the agent (aboutTheAgent, also what an add-on's price is asked
 * of: see pricing.ts's onTopOf).
 */
export const talksToVisitors =
  /\b(?:talk|talks|talking|chat|chats|chatting|speak|speaks|respond|responds|reply|replies) (?:to|with) (?:my |our |the )?(?:customers|visitors|users|buyers|leads|clients|people)\b/gi
export const smallHours =
  /\b(?:at )?(?:[1-5] ?am|[1-5] ?a\.m\.|midnight|in the middle of the night|overnight|at night|late at night)\b/gi
export const aboutTheAgent = (question: string) => /\b(?:agent|assistant|chat ?bot|bot|widget)\b/i.test(question)

/**
 * How the agent knows what it says is its knowledge base ("how does the agent know my prices", "where does the ai
 * agent get its answers from", "will the assistant learn from my website content"): the site says it "answers from
 * your own knowledge base", and "know", "learn" and "get" are everyday words, so the agent's overview came first (and
 * "where do the agent's answers come from", stop 74, and "how does the ai agent decide what to answer", stop 75). So is what it can answer about ("the chatbot can answer questions about my restaurant menu" had the agent's page).
 */
export const agentKnows =
  /\b(agent|assistant|chat ?bot|bot|widget)(?:'s|’s|s')? (?:(?:can|could|will|would) )?(?:know|knows|learn|learns|decide|decides|get its (?:answers|facts|info|information)|gets its (?:answers|facts|info|information)|answers come|replies come|answer questions about|answers questions about)\b/gi

/**
 * Installing or embedding the agent on the visitor's site is adding its chat widget to a React page ("how do i
 * install the agent on my site"): "install" alone had the template's setup. Adding the agent to an order is buying it.
 */
export const notAnOrder = (question: string) => !/\b(?:order|cart|basket|checkout|purchase)\b/i.test(question)
export const installsAgent =
  /\b(?:install|add|embed|put|integrate|set up|setup) (?:the |your |this |an? )?(?:ai )?(?:agent|chat ?bot|assistant|chat widget|widget)\b/gi

/**
 * The agent on another platform asks where its widget goes ("does the agent work on wordpress" was declined): it
 * drops into any React page, which says whether it fits.
 */
export const agentElsewhere =
  /\b(?:agent|assistant|chat ?bot|bot|chat widget|widget) (?:work|works|run|runs) (?:on|with|in) (?:my )?(wordpress|wix|squarespace|shopify|webflow|joomla|drupal|ghost|framer|vue|angular|svelte)\b/gi

/** The agent's training data is its knowledge base ("agent training data" had a "Did you mean"). */
export const trainingData = /\btraining (?:data|material|content|set)\b/gi

/**
 * The agent needing a database or a backend is the agent's workings ("does the agent need a database" was declined:
 * a task no passage of the agent names).
 */
export const agentBackend =
  /\b(agent|assistant|chat ?bot|bot|chat|widget) (?:need|needs|require|requires) (?:a |an |its own |any )?(?:database|db|backend|back end|back-end)\b/gi

/**
 * Giving the agent the visitor's facts is adding them to its knowledge base ("how do i give the ai agent my pricing"
 * had the agent's own price; "how do i train the agent on my faq", stop 75, this site's FAQ page).
 */
export const feedsTheAgent =
  /\b(?:give|feed|teach|train|provide|upload|load|send)(?: to)? (?:the |my |your )?(?:ai )?(?:agent|assistant|chat ?bot|bot)(?: with| about| on)? (?:my|our) (\w+)/gi

/**
 * The agent getting smarter or better over time asks how it learns, which is from the knowledge base ("does the agent
 * get smarter over time" was declined).
 */
export const getsSmarter =
  /\b(agent|assistant|chat ?bot|bot) (?:(?:get|gets|grow|grows|become|becomes) (?:smarter|cleverer|better|more intelligent)|improve|improves|learn|learns) over time\b/gi

/**
 * Making things up, lying or talking rubbish to the visitor's customers is making up answers, which chat.yaml reads as
 * the agent's grounding ("is the assistant going to make things up to my customers" had the commercial-use page, "can
 * the agent talk rubbish about my competitors" was declined): "make up" had a word between its halves, the customers
 * weighed as the subject, and the competitors it might name are words no page says.
 */
export const makesThingsUp =
  /\b(?:(?:make|makes|making|made) (?:things|stuff|answers|facts|something|anything|prices|details|information|info) up|(?:lie|lies|lying|lied)(?= to\b)|(?:talk|talks|say|says|spread|spreads|tell|tells) (?:rubbish|nonsense|bad things|lies|garbage|trash|false things|wrong things)|bad-?mouth(?:s|ing)?)(?: (?:to|for) (?:my|our|the|your) (?:customers|visitors|users|clients|buyers)| about (?:my|our|the) (?:competitors?|competition|rivals?))?/gi

/**
 * A language model the visitor runs or hosts is a provider the agent streams from ("can I self host the agent's llm"
 * had a "Did you mean"): the site says it streams replies "from OpenAI-compatible providers".
 */
export const languageModel = /\b(?:llms?|large language models?|local models?|ollama|lm studio|vllm)\b/gi
export const selfHost = /\bself[- ]?(host(?:ed|ing)?)\b/gi

/**
 * Whether the agent raises sales asks what the agent page promises ("does the agent actually increase sales or is that
 * hype" had a "Did you mean"): it "turns questions into sales". "Or is that hype" asks nothing more.
 */
export const moreSales =
  /\b(?:increase|increases|boost|boosts|grow|grows|improve|improves|raise|raises|drive|drives|bring|brings|generate|generates|get me|gets me)(?: (?:my|our|your|more))? (?:sales|conversions?|revenue|sign-?ups|leads)\b/gi
export const justHype = /,? or (?:is )?(?:that|it|this) (?:just )?(?:hype|marketing|a gimmick|fluff|bs)\b/gi

/**
 * The AI's usage or costs are paid through the OpenAI key ("who pays for the openai usage, me or my visitors" had the
 * pricing page, through "pay"): the site says the agent works without one, or with "your" key.
 */
export const aiUsage = /\b(?:openai|api|ai|gpt|token|model) (?:usage|costs?|bills?|billing|fees?|charges?|credits?)\b/gi

/**
 * A wrapper around ChatGPT asks where the agent's answers come from ("is the AI agent just a wrapper around ChatGPT"
 * had the agent's price).
 */
export const gptWrapper =
  /\b(?:just |only |simply |merely )?(?:a |an )?(?:thin |simple )?wrappers? (?:around|for|over|on|of) (?:chat ?gpt|openai|gpt(?:-?\d\w*)?|an? llm|the openai api)\b/gi

/**
 * The agent asked about data is the chat's privacy ("does the AI agent send our customers' data to a third party"
 * was declined: "agent" found the pages selling it, and "Your privacy in the chat" never says "agent").
 */
export const agentPrivacy = /\b(?:the )?(?:ai )?(?:agent|assistant|chat ?bot|bot|chat widget|widget)\b/gi
export const aboutData = (question: string) =>
  /\b(?:data|privacy|private|personal|third[- ]part(?:y|ies)|gdpr|tracks?|tracking)\b/i.test(question)

/**
 * Removing the saved key is clearing it from the browser ("how do I remove my key from this site" had the chat's
 * privacy, whose line says where it is kept, not how to clear it).
 */
export const removeKey =
  /\b(?:remove|delete|clear|erase|forget|wipe) (?:my|the|our) (?:saved |stored )?(?:openai |api |openai api )?key\b/gi

/**
 * The agent on a phone asks about the site's mobile layout, where its window sits ("does the agent work on mobile" was
 * declined: "mobile" weighed less than the agent's pages; "does the chat assistant work on phones", stop 75, kept "the
 * chat" before it and was declined).
 */
export const agentOnPhones =
  /\b(?:the )?(?:ai )?(?:chat )?(?:agent|assistant|chat ?bot|chat widget|widget|chat) (?:work|works|look|looks|run|runs) (?:ok |okay |well |fine )?(?:on|in) (?:mobile|phones?|smartphones?|tablets?|iphones?|android)\b/gi

/**
 * Fewer support emails is the agent page's "support load" row ("will the agent cut down on support emails", stop 73,
 * had the privacy policy's emails clause).
 */
export const supportLoad =
  /\b(?:cut down on|cut|reduce|lower|lighten|decrease|lessen|fewer|less)(?: the| my| our)? (?:support (?:emails?|tickets?|requests?|load|workload|work)|emails? to support|tickets)\b/gi

/**
 * The agent's response time, or how fast it answers, is its "in seconds" ("what is the ai agent's response time",
 * stop 79, had the agent's card, which says "around the clock" and not how fast): support's response time is 24 hours.
 */
export const agentSpeed =
  /\bhow (?:fast|quick|quickly|soon) (?:does|do|will|would|can) (?:the |your |this |my |our )?(?:ai )?(?:agent|bot|chat ?bot|assistant)s? (?:answer|reply|respond)s?\b|\b(?:ai )?(?:agent|bot|chat ?bot|assistant)(?:'s|s|s')? (?:response|reply|answer|answering) (?:time|times|speed)\b/gi

/**
 * Answering in real time is the agent's "in seconds" ("does the agent answer in real time", stop 73, had a "Did you
 * mean").
 */
export const realTime =
  /(?<=\b(?:answers?|answering|repl(?:y|ies)|replying|respond|responds|responding) )(?:in )?real[- ]?time\b/gi

/**
 * The agent suggesting a plan to a visitor is its comparison's "Compares plans in the chat" ("would the agent suggest
 * which plan a visitor should buy", stop 75, had the agent's overview).
 */
export const suggestsPlan =
  /\b(agent|assistant|chat ?bot|bot)(?: (?:can|could|will|would))? (?:suggest|suggests|recommend|recommends|pick|picks|choose|chooses) (?:which|a|the right|the best) plan\b/gi

/**
 * A key or question leaving the visitor's own machine leaves their browser, in the site's words ("does the key i
 * paste leave my laptop", stop 76, had a "Did you mean"; "leave my browser" the chat's privacy).
 */
export const leavesMachine =
  /\b(leaves?|leaving|left) (?:my|our|the) (?:laptop|computer|machine|pc|mac|macbook|device)\b/gi

/**
 * Replies that appear token by token or word by word are streamed ("do agent replies appear token by token", stop 76,
 * had a "Did you mean").
 */
export const pieceByPiece = /\b(?:token|word|letter|character|chunk)[- ]by[- ](?:token|word|letter|character|chunk)\b/gi

/**
 * The agent helping a visitor choose between plans is its comparison's "Compares plans in the chat" ("can the bot help
 * a visitor decide between starter and pro", stop 76, had the Professional plan).
 */
export const helpsChoose =
  /\b(agent|assistant|chat ?bot|bot)(?: can| could| will| would)? help (?:a |my |the |our )?(?:visitors?|customers?|users?|people|buyers?)? ?(?:to )?(?:decide|choose|pick)(?: between (?:the )?[a-z]+ (?:and|or) (?:the )?[a-z]+| between| which)?\b/gi

/**
 * The agent sending visitors to the right page is its "short answer with a link" ("will the agent send visitors to the
 * right page on my site", stop 76, had the agent's page; "does the agent show links to my pages", stop 75).
 */
export const linksToPages =
  /\b(agent|assistant|chat ?bot|bot)(?: can| could| will| would| does)? (?:send|point|direct|take|guide|link|show) (?:(?:my |the |our )?(?:visitors?|customers?|users?|people) )?(?:links? )?to (?:the right|my|relevant|our|the relevant)(?: own)? pages?\b/gi

/**
 * What "grounded" means for the agent is its replies grounded in the visitor's own knowledge base ("what does
 * "grounded" mean for the agent", stop 76, had the agent's price).
 */
export const groundedMeaning = /\bwhat (?:does|do|is) ["“']?grounded["”']?(?: mean)?\b/gi

/**
 * Phoning home is sending data to a server ("does the chat assistant phone home", stop 76, was declined), as is
 * calling external servers ("does anything in the template call external servers", set 236, had the agent page).
 */
export const phonesHome =
  /\b(?:phones?|calls?|phoning|calling) home\b|\btelemetry\b|\b(?:calls?|calling|contacts?|contacting|talks? to|talking to|connects? to|connecting to|pings?|pinging) (?:any )?(?:external|outside|third[- ]party|remote) (?:servers?|services?|apis?|hosts?)\b|\bsends? (?:any |some )?(?:data|information|info|analytics|usage data) (?:to you|to launchkit|to your (?:servers?|company|team)|back to you|home)\b/gi

/**
 * What the agent sends to OpenAI asks where the visitor's questions go ("can i see what the agent sends to openai",
 * stop 76, had the agent's page).
 */
export const sendsToProvider =
  /\bwhat (?:data |info(?:rmation)? )?(?:does |do )?(?:the |my )?(?:agent|chat ?bot|bot|assistant|chat|widget) (?:sends?|shares?|pass(?:es)?|forwards?) to (openai|the provider|the ai provider)\b/gi

/**
 * Clearing or wiping the key from the browser is clearing what the site keeps there ("can i wipe the chat key from my
 * browser", stop 76, had the chat's privacy).
 */
export const clearsKey =
  /\b(?:clear|wipe|delete|remove|erase|forget)(?: out)? (?:the |my )?(?:chat |openai |api |ai )?(?:api )?key(?: from (?:my |the )?browser)?\b/gi

/**
 * Loading the visitor's menu, prices or docs into the agent is feeding it their own FAQ ("if i load my menu into it,
 * will the bot answer diners", stop 76, was declined); their help or knowledge articles are their knowledge base
 * ("point the agent at my knowledge articles?" had a "Did you mean").
 */
export const loadsOwnContent =
  /\b(?:load|put|add|feed|upload|give|import) (?:my|our) (?:menu|prices|price list|faqs?|docs|products|content|info|information|opening hours|help articles)(?: in)?(?:to| in| into) (?:it|the bot|the agent|the chat(?: ?bot)?|the assistant)\b/gi
export const ownArticles =
  /\b(?:my|our) (?:own )?(?:help|knowledge|support|kb) (?:articles|docs|centre|center|pages|base articles)\b/gi

/** The standalone agent is the agent on its own ("standalone agent price?", stop 76, set 225, had a "Did you mean"). */
export const standaloneAgent = /\bstand-?alone (?:ai )?(agent|chat ?bot|bot|assistant|add-?on)\b/gi

/**
 * Poking at, playing with or test-driving a live chatbot is trying the assistant's demo ("where can i poke at a live
 * chatbot", stop 76, set 225, had a "Did you mean").
 */
export const triesLiveBot =
  /\b(?:poke at|play with|play around with|test[- ]drive|mess (?:around )?with|try out) (?:a |the |your )?(?:live |working |real )?(?:chat ?bot|bot|agent|assistant|ai agent)\b/gi

/**
 * Asking what stops the agent from promising, inventing or quoting what is not so asks whether its replies are
 * grounded ("how do I know the assistant won't promise customers things we don't offer", set 236, had the
 * commercial-use page).
 */
export const promisesWrong =
  /\b(?:won'?t|wouldn'?t|will not|would not|doesn'?t|does not|never|can'?t|cannot|not going to|stops? (?:it|the (?:bot|assistant|agent|chat(?:bot)?)) from) (?:promis|invent|mak|claim|quot|offer|tell|giv)\w*(?: up)? (?:(?:my |our |the )?(?:customers|visitors|people|buyers|users|clients|them) )?(?:things|stuff|prices|discounts|deals|features|offers|something|anything|wrong)\b[^?.!]*/gi

/**
 * The agent set against a contact form or email is the page with and without the agent ("how is the agent different
 * from a normal contact form", stop 79, had the components card, which lists forms).
 */
export const againstAForm =
  /\b(?:different from|differ from|better than|vs\.?|versus|compared (?:to|with)|instead of)\s+(?:a |an |the |my |our )?(?:normal |regular |plain |simple |basic |standard |old )?(?:contact forms?|forms?|e-?mail(?: support)?)\b/gi
