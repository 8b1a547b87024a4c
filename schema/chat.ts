import { z } from 'zod'
import { knowledgeCategory } from './knowledge.ts'
import { externalUrl, milliseconds, route, text } from './primitives.ts'

/** A list of words or phrases in lower case that a visitor's question is matched against. */
const phraseList = (pattern: RegExp, message: string) => z.array(z.string().regex(pattern, message)).min(1)

/** Phrases such as "how much". */
const phrases = phraseList(/^[a-z0-9' ]+$/, 'Write phrases in lower case')

/** Phrases that say what kind of answer is wanted; one "*" stands for what the visitor names ("what does * do"). */
const intentPhrases = phraseList(
  /^[a-z0-9' ]+(?: \* [a-z0-9' ]+)?$/,
  'Write phrases in lower case; one "*" between words stands for what the visitor names',
)
/** Phrases a question is refused for; "#" stands for any number ("# plus #"). */
const refusedPhrases = phraseList(/^[a-z0-9'# ]+$/, 'Write phrases in lower case; "#" stands for any number')

/** A toast: a title and a description. */
const toast = z.strictObject({
  /** Bold first line. */
  title: text,
  /** Second line. */
  description: text,
})

/** An off-topic topic as chat.yaml writes it: a noun in lower case, "#N" for its Nth sense ("food#2"). */
export const topicPattern = /^[a-z]+([ _-][a-z]+)*(#[1-9][0-9]?)?$/

/** Settings of the AI chat assistant. */
export const chat = z.strictObject({
  /** The OpenAI-compatible provider. */
  provider: z.strictObject({
    /** API base URL; POST {baseUrl}/chat/completions is called. */
    baseUrl: externalUrl,
    /** The model name. */
    model: z.string().min(1),
    /** Longest reply, in tokens. */
    maxTokens: z.int().min(1).max(16_000),
    /** Randomness, 0 to 2. */
    temperature: z.number().min(0).max(2),
    /** The whole answer must arrive within this long, retries and waits included (about 20–30 s). */
    timeoutMs: milliseconds,
    /** A streaming answer that sends nothing for this long has stopped. */
    idleTimeoutMs: milliseconds,
    /** Retries on 408, 409, 429, 5xx and lost connections (never on insufficient_quota). */
    maxRetries: z.int().min(0).max(5),
    /** Longest wait the provider may ask for (Retry-After) before a retry; a longer one ends the request. */
    maxRetryWaitMs: milliseconds,
    /** Most characters of the conversation sent as history; older turns are dropped first. */
    historyChars: z.int().min(200).max(200_000),
  }),
  /** The system message sent before the conversation. */
  systemPrompt: z.strictObject({
    /** Who the assistant is. {brand}, {path} and {pageDescription} are filled in. */
    intro: text,
    /** Rules for replies, one per line. */
    guidelines: z.array(text).min(1),
    /** Heading before the passages of the site found for the question. */
    factsHeading: text,
  }),
  /** Local limit on requests to the provider. */
  rateLimit: z.strictObject({
    /** Requests allowed per window. */
    maxRequests: z.int().min(1),
    /** The window length. */
    windowMs: milliseconds,
  }),
  /** Knowledge search. */
  search: z
    .strictObject({
      /** Most passages returned. */
      limit: z.int().min(1).max(20),
      /** Longest offline answer, in words; longer passages are cut at a sentence or list line. */
      maxWords: z.int().min(20).max(400),
      /**
       * Words for the next-best passage, shown under the answer after `messages.also` with a link to its place, so
       * that a near miss still shows the fact; taken from `maxWords`, with any words the answer leaves unused. 0 shows
       * none.
       */
      alsoWords: z.int().min(0).max(100),
      /**
       * Words or phrases visitors use (left), each with words the site uses for the same thing (right). Only for
       * words the site never says: the search already matches word forms (refund, refunds) and typos.
       */
      synonyms: z.record(
        z.string().regex(/^[a-z0-9$-]+( [a-z0-9$-]+)*$/, 'Write synonyms in lower case, words separated by one space'),
        z
          .array(
            z
              .string()
              .min(1)
              .regex(/^[^|\n]+$/, 'Write one word or phrase per item, without "|"'),
          )
          .min(1),
      ),
      /** Phrases that say what kind of answer is wanted ("how much" → pricing), steering toward that category. */
      intents: z.array(
        z.strictObject({
          /** The category whose passages are preferred. */
          prefer: knowledgeCategory,
          /**
           * Phrases in lower case, e.g. "how much". A "*" stands for one to four words the visitor names, and such a
           * phrase ends the question: "what does * do" is met in "what does the ai agent do?", not in "what does
           * the storefront do with my data".
           */
          phrases: intentPhrases,
          /**
           * What a question that says nothing else is about ("how much is it?", "can I use launchkit?"), searched
           * as if asked alone; the category's name when left out.
           */
          topic: z
            .string()
            .regex(/^[a-z0-9 ]+$/, 'Write the topic in lower case')
            .optional(),
          /**
           * The phrases ask whether the product suits the visitor's own use ("can I use it for my bakery", "would it
           * suit a gym"), so the business or pastime the question names is its context, as with `projectNouns`,
           * not a topic the site never covers. When what the question names last is that use, not a topic of the
           * site, it asks about this intent's `topic` too ("is it suitable for a local plumber").
           */
          aboutSite: z.boolean().optional(),
        }),
      ),
      /**
       * The product's own names ("launchkit", "template"): they say what a question is about only with other words.
       * "How much for the template?" names no part of the product, so it asks what "how much is it?" asks.
       */
      productNames: phrases,
      /**
       * What visitors build with the product ("website", "landing"): a question that names one is about the product,
       * so the other topics it names are its context ("my restaurant website", "a site that sells my jewellery").
       */
      projectNouns: phrases,
      /**
       * Parts of the product that act for the visitor ("agent"): everything one does is said on the passages that
       * name it, so what a question asks it to do that none of them says ("does the agent make phone calls") is
       * something it does not do, however much the rest of the site says those words in another sense.
       */
      actors: phrases,
      /**
       * Phrases that ask for a kind of fact ("how many" → a number, "email address" → an e-mail address, "what command"
       * → a command), steering toward passages that state one.
       */
      asksFor: z.array(
        z.strictObject({
          /** The kind of fact: an e-mail address, a number, a duration ("24 hours", "two years") or a `command`. */
          fact: z.enum(['email', 'number', 'duration', 'command']),
          /** Phrases in lower case, e.g. "how many". */
          phrases,
        }),
      ),
      /**
       * Topics the site never covers, as WordNet nouns ("food", "sport"; "food#2" for a noun's second sense). An
       * everyday word of one ("cake", "football") weighs much in a question, so "recipe for a cake" is declined
       * though "recipe" is the site's word. The build lists those words (scripts/knowledge/foreign-words.ts).
       */
      offTopic: z.array(
        z
          .string()
          .regex(
            topicPattern,
            'Write a topic as a noun in lower case, with #N for its Nth sense in WordNet, e.g. "food#2"',
          ),
      ),
      /** How many related page links a reply shows. */
      relatedLinks: z.int().min(0).max(10),
    })
    .refine((value) => value.alsoWords + 20 <= value.maxWords, {
      path: ['alsoWords'],
      error: 'alsoWords must leave the answer at least 20 of maxWords',
    }),
  /**
   * Requests the assistant turns down whatever else they match (free copies, licence keys, its instructions, tasks
   * for it to do): a question containing one of the phrases, or opening with one of the openings, gets the reply,
   * the most useful pages and a way to ask a person.
   */
  refuse: z.array(
    z
      .strictObject({
        /** Whole words or phrases in lower case, anywhere in the question, e.g. "licence key". */
        phrases: refusedPhrases.optional(),
        /**
         * Phrases that refuse only when the question opens with them, after "please", "can you" and the like:
         * "tell me a joke" is a task, "how do I tell my team" is not.
         */
        openings: refusedPhrases.optional(),
        /**
         * Words that keep a question from this rule when it also names one, in any of its forms ("install" counts
         * "installation", "plan" counts "plans", but "pro" is not "project"): "can you recommend a plan" asks about
         * what we sell, "can you recommend an accountant" does not.
         */
        unless: refusedPhrases.optional(),
        /** The reply. */
        reply: text,
      })
      .refine((rule) => rule.phrases || rule.openings, {
        error: 'Give the rule phrases, openings or both',
      }),
  ),
  /**
   * Greetings, thanks and goodbyes. A message made only of a rule's phrases and `fillers` ("hi there", "ok, thanks
   * a lot") gets the reply of the first rule it has a phrase of, and the page's quick questions, not a search.
   */
  smallTalk: z.strictObject({
    /** Words that may come with those phrases and say nothing more ("there", "so", "much"). */
    fillers: phrases,
    /** The reply to a message with no words at all: an emoji, a question mark. */
    wordless: text,
    /** Each kind of small talk, in the order they are tried. */
    rules: z
      .array(
        z.strictObject({
          /** Whole words or phrases in lower case, e.g. "thank you". */
          phrases,
          /** The reply. */
          reply: text,
          /** Greetings, also dropped when they open a question ("hola, is it for restaurants?"). */
          greeting: z.boolean().optional(),
        }),
      )
      .min(1),
  }),
  /** Where the assistant sends visitors it cannot help: a person by e-mail, and the most useful pages. */
  handoff: z.strictObject({
    /** The support address; the visitor's question is put in the e-mail's body. */
    email: z.email(),
    /** The e-mail's subject. */
    subject: text,
    /** The pages offered when the assistant declines (2 or 3 work best). */
    pages: z.array(route).min(1).max(5),
  }),
  /** Browser storage keys. */
  storageKeys: z.strictObject({
    /** localStorage key of the visitor's API key. */
    apiKey: z.string().min(1),
    /** localStorage key of the feedback given. */
    feedback: z.string().min(1),
    /** sessionStorage key of the conversation. */
    conversation: z.string().min(1),
  }),
  /** How long the chat's own toasts stay. */
  toastDurationMs: milliseconds,
  /** Assistant messages. */
  messages: z.strictObject({
    /** First message on first open. */
    welcome: text,
    /** Added to the welcome when no key is set. */
    noKeyWarning: text,
    /** Added under knowledge-base answers, suggesting a key. */
    keyHint: text,
    /**
     * Reply to a question about a topic the site never covers (chat.yaml's `search.offTopic`); the useful pages and
     * the way to a person follow.
     */
    decline: text,
    /**
     * Reply to a question the search found too little for, though it names nothing off-topic: it may be about
     * LaunchKit in words the site does not use, so the reply must not say the site does not cover it.
     */
    unsure: text,
    /** Reply when a question is near an answer but not near enough; the closest titles follow as buttons. */
    didYouMean: text,
    /** A line offering a person; {mailto} is the e-mail link with the question prefilled. */
    askAPerson: text,
    /** The link under an offline answer to the place on the site it comes from. */
    readMore: text,
    /** The last line of a list cut short; {count} is the number of lines left out. */
    moreItems: text,
    /** Before the next-best passage under an answer (see `search.alsoWords`). */
    also: text,
    /** Reply after a failure. */
    apology: text,
    /** Reply when the provider returns no text. */
    emptyReply: text,
    /** Shown under a reply cut off by a reload or a broken stream; such replies are not sent as history. */
    interrupted: text,
    /** The first message when the saved conversation could not be restored (older version, damaged). */
    conversationReset: text,
    /** Shown in place of a message the page could not display. */
    unreadableMessage: text,
  }),
  /** The error catalogue. */
  errors: z.strictObject({
    /** No key set. */
    notInitialized: text,
    /** The local rate limit was hit. */
    rateLimited: text,
    /** The provider refused the key (401). */
    invalidKey: text,
    /** The provider's rate limit (429). */
    providerRateLimited: text,
    /** The provider account has no credit left (insufficient_quota). */
    quotaExceeded: text,
    /** No connection to the provider. */
    offline: text,
    /** The provider took too long. */
    timeout: text,
    /** Anything else. */
    generic: text,
    /** Added when the provider says when to retry; {seconds} is filled in. */
    retryAfter: text,
    /** The passage index could not be downloaded (offline answers need it). */
    knowledgeUnavailable: text,
    /** The key has characters a browser cannot send (spaces inside, letters outside plain ASCII). */
    badKeyFormat: text,
    /** The provider's reply arrived but could not be read. */
    badResponse: text,
    /** Copying a message failed (the browser refused the clipboard). */
    copyFailed: text,
    /** The chat's code could not be loaded; the next press tries again. */
    loadFailed: text,
  }),
  /** One line before a knowledge-base answer given instead of the provider's. {reason} is filled in. */
  fallbackNotice: text,
  /** Toasts. */
  toasts: z.strictObject({
    /** Saving a blank key. */
    keyRequired: toast,
    /** Saving a key. */
    keySaved: toast,
    /** Forgetting the key. */
    keyForgotten: toast,
    /** The key could not be stored and is kept for this page only. */
    keyInMemory: toast,
    /** Copying a reply. */
    copied: toast.partial({ description: true }),
    /** Positive feedback. */
    feedbackPositive: toast.partial({ description: true }),
    /** Negative feedback. */
    feedbackNegative: toast.partial({ description: true }),
    /** Any failure; the description is replaced by the cause when known. */
    error: toast,
  }),
  /** The line of a pending answer while the provider asked to wait before a retry; {seconds} is filled in. */
  retrying: text,
  /** Interface words. */
  labels: z.strictObject({
    /** The floating button. */
    open: text,
    /** The panel title. */
    title: text,
    /** A line under the title. */
    subtitle: text,
    /** The close button. */
    close: text,
    /** The settings toggle. */
    settings: text,
    /** The API key field. */
    keyLabel: text,
    /** Placeholder of the API key field. */
    keyPlaceholder: text,
    /** Help under the API key field; {keyPage} is the link to the provider's key page. */
    keyHelp: text,
    /** The link text to the provider's key page. */
    keyPageLink: text,
    /** The save button. */
    keySave: text,
    /** The forget button. */
    keyForget: text,
    /** The typing indicator. */
    thinking: text,
    /** Above the suggestion buttons. */
    quickQuestions: text,
    /** Above the related page links. */
    relatedPages: text,
    /** The message field's placeholder. */
    placeholder: text,
    /** The hint under the field. */
    inputHint: text,
    /** The send button. */
    send: text,
    /** The stop button. */
    stop: text,
    /** Copy action. */
    copy: text,
    /** Thumbs-up action. */
    helpful: text,
    /** Thumbs-down action. */
    notHelpful: text,
    /** Accessible name of the message list. */
    messages: text,
    /** Names the visitor's messages for screen readers. */
    you: text,
    /** Names the assistant's messages for screen readers. */
    assistant: text,
    /** The button that clears the conversation. */
    clearConversation: text,
    /** Shown when the chat itself failed to display; the button after it starts afresh. */
    crashed: text,
    /** The button that starts a new conversation after a failure. */
    newConversation: text,
  }),
  /** Where to find the provider's key page. */
  keyPageUrl: externalUrl,
  /** Names of the chat's modes for screen readers and the reason lines. */
  modes: z.strictObject({
    /** Why a knowledge-base answer is given when no key is set. */
    noKey: text,
  }),
  /** Quick questions by route; "default" is used for routes not listed. */
  quickQuestions: z.record(z.union([route, z.literal('default')]), z.array(text).min(1)),
  /** The names the chat uses for links to each route; a route not listed uses its page title. */
  navigation: z.record(route, text),
})

export type Chat = z.output<typeof chat>

/**
 * The words the offline search matches by: shipped in the passage index (src/generated/knowledge.json), which loads
 * when the panel opens, rather than in the panel's chunk.
 */
export type SearchVocabulary = Pick<
  Chat['search'],
  'synonyms' | 'intents' | 'asksFor' | 'productNames' | 'projectNouns' | 'actors'
>

/** The chat settings as the browser's chat chunk carries them: all of chat.yaml but the search vocabulary. */
export type ChatSettings = Omit<Chat, 'search'> & {
  search: Omit<Chat['search'], keyof SearchVocabulary | 'offTopic'>
}
