/**
 * The API reference's questions for Pitel support (WRITING.md, "One page shape for doubt" and "API
 * pages"). Where Pitel's material is silent, the reference says nothing in its body and asks once:
 *
 * - a question that many pages raise (how long a token lasts, which fields an answer always carries,
 *   which status comes with an error) is asked once, on the API questions page (`/api/questions`,
 *   rendered from `apiQuestions` in place of `<ApiQuestions />`), under an anchor of its own;
 * - every reference page ends with one closing list, "Questions for Pitel support": the page's own
 *   questions, written in its MDX or named by the operations it documents, and a link to each shared
 *   question it raises.
 *
 * The OpenAPI documents name the questions a part of them raises with `x-question` (on an operation, a
 * parameter, a field, a request body or a response): the id of a shared question, or the text of a
 * question that only that part raises (it ends with "?"). The renderer adds two of its own: a fields
 * table with a field whose presence Pitel does not give raises `field-presence`, an Errors table with an
 * answer shown without its body or its status raises `error-responses`. Tools that read the documents
 * (Postman, the MCP server, code generators) thus get descriptions without the doubt, and the pages get
 * each question once.
 */
import type {Heading, List, ListItem, Paragraph, PhrasingContent, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {visit} from 'unist-util-visit';

/** A question that several pages raise, asked once on the questions page. */
export interface ApiQuestion {
  /** The anchor on the questions page, and the value of `x-question` that raises it. */
  id: string;
  /** The h2 section of the questions page it stands in. */
  topic: string;
  /** The question, as a reader would send it (inline Markdown). */
  question: string;
  /** What Pitel's material does say, plainly, and where a page states it (inline Markdown); optional. */
  context?: string;
}

/** The questions page (docs/api/questions.mdx). */
export const API_QUESTIONS_PAGE = '/api/questions';

/** The title and id of a page's closing list, as on the guides (scripts/lint/doubts.ts). */
export const CLOSING_TITLE = 'Questions for Pitel support';
export const CLOSING_ID = 'questions-for-pitel-support';

/** The sentence that opens a closing list, as on the guides (WRITING.md). */
export const CLOSING_INTRO =
  "Pitel's published material does not answer these. You can send them to [Pitel support](/support) as they are:";

export const apiQuestions: readonly ApiQuestion[] = [
  // Tokens and authentication
  {
    id: 'token-lifetime',
    topic: 'Tokens and authentication',
    question: 'How long does an access token last, and in which unit is `expired_in` of the v3 token answer given?',
    context:
      "Pitel's overviews give 24 hours, while the v3 token answers show `expired_in` values of about 13,600,000 to 15,000,000. How these pages renew a token: [Token lifetime and renewal](/authentication#token-lifetime).",
  },
  {
    id: 'other-prefix-token',
    topic: 'Tokens and authentication',
    question:
      'Which token do the calls published with the v3 pages under another prefix expect (`/v2/report/...`, `/v2/stats`, `POST /v1/campaign/{campaign_uuid}/run/start`), and which token does the psr module expect?',
    context: 'These pages send them the v3 token ([Paths with another prefix](/authentication#other-prefixes)).',
  },
  // Answers and errors
  {
    id: 'field-presence',
    topic: 'Answers and errors',
    question: 'Which fields of each answer and event are always there, and which can be missing, empty or `null`?',
    context:
      "The reference tables give a field's presence in their **Present** column where Pitel's material shows it: **Always**, or **When …** with the case. A table without that column, or an empty cell, is one this question asks about.",
  },
  {
    id: 'error-responses',
    topic: 'Answers and errors',
    question: 'For each call, which HTTP status comes with each error, and with which body?',
    context:
      "Pitel's error appendix lists 400, 401, 403, 404, 405, 500 and 503 for the whole API, and some error bodies are shown without their status. The shapes the material does show are on [Errors](/errors).",
  },
  {
    id: 'date-range-error',
    topic: 'Answers and errors',
    question:
      'Which call answers `{"error": "date range must be in 24 hours"}`, with which HTTP status, and how wide may its date window be?',
    context:
      "Pitel's material shows the message as the example of a plain v1 error; [Export one day safely](/api/v1/cdr/list#export-a-day) reads call history one day at a time.",
  },
  {
    id: 'permissions',
    topic: 'Answers and errors',
    question: 'Which role permission does each call need, and what decides that a call answers 403?',
    context:
      "The v3 login answer lists the role's permission flags, such as `view_cdr` ([Log in (v3)](/api/v3/auth/login)); [HTTP status codes](/errors#http-status) says what to do about a 403.",
  },
  {
    id: 'rate-limits',
    topic: 'Answers and errors',
    question:
      'How many requests may a tenant send to the v1, v3 and psr APIs, and what does a call answer beyond that limit?',
  },
  // Reading and updating objects
  {
    id: 'update-omitted',
    topic: 'Reading and updating objects',
    question: 'Does a v3 update (`PUT`) keep or clear the optional fields left out of its body?',
    context: 'These pages read the object first and send every field back.',
  },
  {
    id: 'paging-defaults',
    topic: 'Reading and updating objects',
    question:
      'Which `limit` and `offset` does a v1 or v3 list call use when you leave them out, and what is the largest `limit` it accepts?',
    context:
      "Pitel's samples send `limit` 10 and `offset` 0. The v3 call-record list, `GET /v3/cdr`, answers no rows without them ([Search call records](/api/v3/cdr/list)).",
  },
  // Live calls and call events (v1)
  {
    id: 'click2call-call-id',
    topic: 'Live calls and call events (v1)',
    question:
      'Do the live-call actions (transfer, park, listen, whisper, barge) take the `call_id` that click-to-call returns, or only the one `GET /v1/call` lists?',
    context:
      "The reference gives the live call's id as the one `GET /v1/call` lists ([Active calls](/api/v1/call/active_calls)).",
  },
  {
    id: 'click2call-legs',
    topic: 'Live calls and call events (v1)',
    question: 'On a call started by click-to-call, which leg is the customer: `aleg` or `bleg`?',
    context:
      "Pitel defines `aleg` as the party that placed the call and `bleg` as the party that received it; click-to-call rings the agent's extension first ([Click-to-call parameters](/api/v1/click2call/parameters)).",
  },
  {
    id: 'supervisor-leave',
    topic: 'Live calls and call events (v1)',
    question:
      'How does a supervisor leave a listen, whisper or barge, and what happens to the call when the supervisor, the agent or the customer hangs up?',
  },
  {
    id: 'event-response',
    topic: 'Live calls and call events (v1)',
    question:
      "What does Pitel do with your server's answer to an event: which statuses count as received, and is the body read?",
    context:
      'How Pitel delivers an event (method, header, answer) is our proposed design, on [Event payloads](/api/v1/event/description).',
  },
  {
    id: 'event-state',
    topic: 'Live calls and call events (v1)',
    question: 'Which `state` do the `missed` and `cdr_autocall` events carry?',
    context:
      'The reference gives `state` as `ringing`, `answered`, `hangup` or `cdr` for the other four events ([Event payloads](/api/v1/event/description#event-catalogue)).',
  },
  {
    id: 'event-status',
    topic: 'Live calls and call events (v1)',
    question:
      'Which values can `status` of the `cdr` event take (call-center edition), and are they spelt as in the v1 or the v3 call records?',
    context:
      'v1 call records give `ANSWERED`, `BUSY`, `NO ANSWER`, `FAILED` and `UNKNOWN`; v3 records use lower case ([Call statuses](/call-statuses#matching)).',
  },
  {
    id: 'event-retries',
    topic: 'Live calls and call events (v1)',
    question:
      'Does Pitel send an event again when your server does not answer or answers with an error, how many times, and after how long? Do events arrive in the order they happen?',
  },
  {
    id: 'event-sip-call-id',
    topic: 'Live calls and call events (v1)',
    question:
      "Does every v1 event of a call (`ringing`, `answered`, `hangup`, `missed`, `cdr_autocall`) carry the same `sip_call_id` as the call's record, including the extension legs of an inbound call that a ring group, queue or IVR fans out?",
    context:
      'The `cdr` event is sent once the record is written, and its `sip_call_id` finds the record ([Events and call records](/api/events-and-records#join-key)).',
  },
  {
    id: 'event-record-id',
    topic: 'Live calls and call events (v1)',
    question: 'Is the `call_id` of a `cdr` event the `id` of its call record, so that `GET /v1/cdr/{id}` takes it?',
    context:
      "For an inbound call that rang several extensions, the `ringing`, `answered` and `hangup` events carry the extension's leg, and the `cdr` event the whole call ([Event payloads](/api/v1/event/description)).",
  },
  // Call records and statuses
  {
    id: 'cdr-timing',
    topic: 'Call records and statuses',
    question:
      "How soon after a call ends is its record available through the API, and when are the agent's `note` and the rating filled in?",
  },
  {
    id: 'autocall-call-id',
    topic: 'Call records and statuses',
    question:
      'Which field of a call record repeats the `call_id` that `POST /v3/autocall/import` and `POST /v3/autocall/otp` answer?',
    context: "The record carries `lead_uuid` and `campaign_uuid`, by which these pages find an auto-call's record.",
  },
  {
    id: 'time-zone',
    topic: 'Call records and statuses',
    question:
      "In which time zone are the times written without an offset: the call records' times, the events' times, and the windows of the reports and statistics?",
    context: 'How these pages read them: [Dates and time zones](/#dates-and-time-zones).',
  },
  {
    id: 'cdr-date-bounds',
    topic: 'Call records and statuses',
    question:
      'Are the bounds of the date filters of `GET /v1/cdr` and `GET /v3/cdr` inclusive, and which moment of the day does a date without a time stand for?',
    context:
      'Both filters take `YYYY-MM-DD` or `YYYY-MM-DD HH:MM:SS`; the day-by-day programs of these pages ask for `00:00:00` to `23:59:59` ([Export one day safely](/api/v1/cdr/list#export-a-day)).',
  },
  {
    id: 'cdr-status-values',
    topic: 'Call records and statuses',
    question:
      'Which `status` values do the call records of API v1 and of API v3 carry: the full list for each version, the value for each portal status (Cancel, Not available, Invalid number, Phone Block, Congestion, Failed, Voicemail, Busy line, IVR), and when does a record carry `UNKNOWN`?',
    context: 'The spellings the material does give, status by status: [Call statuses](/call-statuses#for-developers).',
  },
  {
    id: 'cancel-recall-status',
    topic: 'Call records and statuses',
    question:
      "The call-center portal offers **Cancel** as a recall status. Which value stands for it in a campaign's `recall_status`?",
    context:
      'The other recall values follow the portal labels (`invalid-number`, `failed`): [Call statuses](/call-statuses#for-developers).',
  },
  {
    id: 'cdr-status-filter',
    topic: 'Call records and statuses',
    question:
      'Does the `status` filter of `GET /v3/cdr` expect the upper case of its documented example (`ANSWERED`) or the lower case that the records carry (`answered`)?',
    context: 'Every spelling of each status: [Call statuses](/call-statuses#matching).',
  },
  {
    id: 'hangup-causes',
    topic: 'Call records and statuses',
    question: 'Which values can `cause` of a call record take, and what does each mean?',
    context: "Pitel's material gives `NORMAL_CLEARING`, `NO_ANSWER` and `USER_BUSY` as examples.",
  },
  {
    id: 'receive-dest',
    topic: 'Call records and statuses',
    question: 'Does `receive_dest` of a call record hold the name or the number of the ring group or queue?',
  },
  {
    id: 'recording-links',
    topic: 'Call records and statuses',
    question: "How long does a call record's `recording_url` keep working?",
    context:
      "The event reference calls the `cdr` event's `recording_url` a public playback address ([Event payloads](/api/v1/event/description)). What decides whether a call is recorded is asked once, with [A call with no recording](/call-statuses#no-recording) on Call statuses.",
  },
  {
    id: 'voicemail-download',
    topic: 'Call records and statuses',
    question:
      'Does the download at `download_url` of a voicemail message need the bearer token, and in which audio format is the file?',
  },
  {
    id: 'v1-direction-number',
    topic: 'Call records and statuses',
    question:
      'What does a number in `direction` of a v1 call record (such as `3`) stand for, and when is it sent instead of `inbound`, `outbound` or `local`?',
  },
  {
    id: 'presskey-fields',
    topic: 'Call records and statuses',
    question:
      'In which unit is `presskey_delay` of a call record given, and what do `time_presskey`, `autocall_presskey_epoch` and `presskey_delay` hold when no key was pressed?',
    context:
      'The auto-call guide defines **PressKey Delay** as the time from the answer to the key press ([Auto-call CDRs](/guide/portal_autocall_guide/cdrs#choose-the-columns)).',
  },
  // Campaigns, lists, leads and templates (v3)
  {
    id: 'campaign-fields',
    topic: 'Campaigns, lists, leads and templates (v3)',
    question:
      'What do the campaign fields `default_list_uuid`, `script_uuid`, `answer_callback_url`, `enable_encrypt` and `orig_campaign_uuid` do?',
    context: "`callback_url` receives each call's CDR when it is ready ([Get a campaign](/api/v3/campaign/detail)).",
  },
  {
    id: 'campaign-assignments',
    topic: 'Campaigns, lists, leads and templates (v3)',
    question:
      "Which fields do the items of a campaign's `users`, `groups` and `statuses` (`statuses_selectable` in an update) carry, in its reads and in `PUT /v3/campaign/{campaign_uuid}/assign_extension`?",
    context:
      '`PUT /v3/campaign/{campaign_uuid}/assign_extension` takes extension numbers, such as `"101"`, and answers with `users` ([Update a campaign](/api/v3/campaign/edit)).',
  },
  {
    id: 'list-fields',
    topic: 'Campaigns, lists, leads and templates (v3)',
    question:
      'What do the list fields `reset_time`, `user_uuid`, `total_upload`, `total_success`, `total_fail` and `recall_status` hold?',
  },
  {
    id: 'lead-fields',
    topic: 'Campaigns, lists, leads and templates (v3)',
    question:
      'What does `hopper_id` of a lead hold, what does each lead `status` and `alt_status` value mean (`new`, `queue`, `answered`, `busy`, `no-answered`, `cancel`, `fail`, `unknown`), and what moves a lead into `queue`?',
    context:
      'The lead `status` values, beside the call statuses they share a name with: [Call statuses](/call-statuses#lead-status).',
  },
  {
    id: 'import-rules',
    topic: 'Campaigns, lists, leads and templates (v3)',
    question:
      'Which phone-number rule does the file import `POST /v3/lead/file` apply, and how can a client learn which rows it refused and why?',
    context:
      "`POST /v3/lead` checks numbers with the pattern `^(84|0[3|5|7|8|9])+([0-9]{8})$` ([Phone numbers](/api/v3/lead/create#phone-number)); the portals' uploads take 8 to 11 digits per number.",
  },
  {
    id: 'delete-effects',
    topic: 'Campaigns, lists, leads and templates (v3)',
    question:
      'When a list or a lead is deleted, what happens to the leads of the list and to their call records, and can they be restored?',
  },
  {
    id: 'hopper-changes',
    topic: 'Campaigns, lists, leads and templates (v3)',
    question:
      "Is a lead already loaded into a campaign's hopper still dialled after it is updated or deleted, or after its list is deleted, and with which data?",
  },
  {
    id: 'default-lists',
    topic: 'Campaigns, lists, leads and templates (v3)',
    question:
      'What are the built-in lists "Default Outbound Call", "Default Inbound Call" and "Default Inbound Call Outside working hours" for, and may a client change or delete them?',
  },
  {
    id: 'inbound-campaign',
    topic: 'Campaigns, lists, leads and templates (v3)',
    question:
      'What is a campaign of `type` `inbound` for: is the queue of a hotline set up as one, and what does such a campaign need besides the fields of `POST /v3/campaign`?',
    context:
      'The call-center portal\'s **Dial method** ("Phương Thức Gọi") offers only **Manual** and **Autodial** ([Inbound calls and queues](/guide/portal_callcenter_guide/inbound-queues)).',
  },
  {
    id: 'template-options',
    topic: 'Campaigns, lists, leads and templates (v3)',
    question:
      "What do `toggled`, `type` and `extension` of a template's key-press option do, and which values does `type` take?",
    context: "Pitel's samples show `extension` values such as `5000`.",
  },
  // Carriers, users and monitoring (v3)
  {
    id: 'network-null',
    topic: 'Carriers, users and monitoring (v3)',
    question:
      "What does `null` mean for a network in the channel counts per network (`network` of a carrier or a campaign, a carrier's `carrier_remaining_ccu`): no channels, or no limit?",
    context: 'The network keys are `viettel`, `mobi`, `vina`, `tel` (landline) and `offnet` (other networks).',
  },
  {
    id: 'group-lists-replace',
    topic: 'Carriers, users and monitoring (v3)',
    question:
      "Do the member and campaign lists sent to `PUT /v3/group/{group_uuid}` replace the group's current ones, or add to them?",
  },
  {
    id: 'role-department-ids',
    topic: 'Carriers, users and monitoring (v3)',
    question:
      "Which API calls list a tenant's roles and departments with their `role_uuid` and `department_uuid`, and which create, change or delete a department?",
    context:
      'Roles and departments are set up in the portal ([Roles](/guide/portal_callcenter_guide/role), [Departments](/guide/portal_callcenter_guide/department)).',
  },
  {
    id: 'role-write',
    topic: 'Carriers, users and monitoring (v3)',
    question: 'Is there an API call to create a role or change its permission flags?',
    context:
      "A user is created with a `role_uuid` ([Create a user](/api/v3/user/create)), and the v3 login answer lists the role's flags; roles themselves are set up in the portal ([Roles](/guide/portal_callcenter_guide/role)).",
  },
  {
    id: 'user-deactivate',
    topic: 'Carriers, users and monitoring (v3)',
    question:
      'What does `is_active` set to `false` keep of a user: the account, its extension, its group and campaign assignments?',
  },
  {
    id: 'channel-capacity',
    topic: 'Carriers, users and monitoring (v3)',
    question:
      "How many channels does my tenant have, overall and per network, and what happens to a campaign's calls while no channel is free?",
    context:
      'The carrier read shows the free channels right now: `remaining_concurrent_call` overall and `carrier_remaining_ccu` per network ([Get carriers](/api/v3/carrier/get)).',
  },
  {
    id: 'carrier-dial-type',
    topic: 'Carriers, users and monitoring (v3)',
    question: 'How does each `dial_type` of a carrier choose the caller ID and the channel of a call?',
    context:
      'Pitel documents the fields each one needs: `sip_random_for_all` and `sip_random_group_for_network` take the caller-ID pool in `data.caller_id`, `channel_one_for_all` takes `prefix`, `channel_prefix` takes one `prefix_*` per network ([Create a carrier](/api/v3/carrier/create)).',
  },
  {
    id: 'monitor-fields',
    topic: 'Carriers, users and monitoring (v3)',
    question:
      'What do `call_time` and `destination` of `GET /v3/monitor` hold: the start of the call and the number dialled?',
  },
  // The psr module
  {
    id: 'psr-parameter',
    topic: 'The psr module',
    question:
      "Do the query parameters of psr's WebSocket connection carry the `parameter` metadata sent with `POST /psr/v1/call/stream`?",
    context:
      "The connection always carries `call_id` and `tenant`, and for auto-call calls the customer's data fields ([Connecting to your server](/module/psr/intro#connection)).",
  },
];

/** The shared question of an id, or undefined. */
export function apiQuestion(id: string): ApiQuestion | undefined {
  return apiQuestions.find((q) => q.id === id);
}

/** A raised question: a shared one by its id, or the text of a page's own. */
export type Raised = string;

/** Whether a raised value is the text of a page's own question rather than a shared id. */
export const isQuestionText = (raised: Raised) => /\?\s*$/.test(raised);

/**
 * The questions a part of a document names in `x-question` (one value or a list). Throws on a value that
 * is neither a shared question's id nor a question: a typo must not drop a question silently.
 */
export function questionsOf(node: unknown): Raised[] {
  const value = node && typeof node === 'object' ? (node as Record<string, unknown>)['x-question'] : undefined;
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((v) => {
    const raised = String(v).trim();
    if (!isQuestionText(raised) && !apiQuestion(raised)) {
      throw new Error(
        `x-question "${raised}" is neither the id of a question of src/plugins/features/api-reference/questions.ts nor a question ending with "?"`,
      );
    }
    return raised;
  });
}

/**
 * The shared questions a page names in its front matter (`questions: [token-lifetime, paging-defaults]`):
 * those its prose raises, beside those its reference raises. Throws on an id that is not a shared question.
 */
export function frontMatterQuestions(frontMatter: Record<string, unknown> | undefined): Raised[] {
  const value = frontMatter?.questions;
  if (value === undefined) return [];
  if (!Array.isArray(value))
    throw new Error('front matter `questions` is a list of ids of src/plugins/features/api-reference/questions.ts');
  return value.map((v) => {
    const id = String(v);
    if (!apiQuestion(id))
      throw new Error(
        `front matter \`questions\`: "${id}" is not the id of a question of src/plugins/features/api-reference/questions.ts`,
      );
    return id;
  });
}

/** The link to a shared question on the questions page. */
export const questionUrl = (id: string) => `${API_QUESTIONS_PAGE}#${id}`;

/** Inline Markdown as phrasing nodes (one paragraph). */
function inline(source: string): PhrasingContent[] {
  const [first] = fromMarkdown(source.trim()).children;
  return first?.type === 'paragraph' ? first.children : [{type: 'text', value: source}];
}

const textOf = (nodes: readonly unknown[]): string =>
  nodes
    .map((n) => {
      const node = n as {value?: string; children?: unknown[]};
      return node.value ?? (node.children ? textOf(node.children) : '');
    })
    .join('');

/** The list item of a raised question: a link to the questions page for a shared one, the text for a page's own. */
export function questionItem(raised: Raised): ListItem {
  const shared = isQuestionText(raised) ? undefined : apiQuestion(raised);
  const children: PhrasingContent[] = shared
    ? [{type: 'link', url: questionUrl(shared.id), children: inline(shared.question)}]
    : inline(raised);
  return {type: 'listItem', spread: false, children: [{type: 'paragraph', children}]};
}

const isH2 = (node: RootContent): node is Heading => node.type === 'heading' && node.depth === 2;
const isClosing = (node: RootContent) =>
  isH2(node) &&
  textOf(node.children)
    .replace(/\s*\\?\{#[^}]*\}\s*$/, '')
    .trim() === CLOSING_TITLE;
const isRelated = (node: RootContent) => isH2(node) && /^Related pages$/.test(textOf(node.children).trim());

/** Whether a page's nodes hold its closing list ("Questions for Pitel support", an h2). */
export const hasClosingSection = (nodes: readonly RootContent[]) => nodes.some(isClosing);

/** The links and texts a list already holds, to leave out what it asks already. */
function asked(list: List): Set<string> {
  const out = new Set<string>();
  visit(list, 'link', (link) => {
    if (link.url) out.add(link.url);
  });
  for (const item of list.children) out.add(textOf(item.children).replace(/\s+/g, ' ').trim());
  return out;
}

const keyOf = (raised: Raised) =>
  isQuestionText(raised) ? textOf(inline(raised)).replace(/\s+/g, ' ').trim() : questionUrl(raised);

/**
 * A page's nodes with the questions its reference raises in its one closing list: added to the page's
 * own "Questions for Pitel support" (its first list; with none, a list right after the section's opening
 * paragraph, so that a line the page writes under the list, such as a link to a guide's question, stays
 * under it), or, when the page has no such section, in a closing section of their own, before "Related
 * pages" (else at the end). A question the list asks already is not repeated; the page's own questions
 * come before the shared ones.
 */
export function withClosingQuestions(nodes: readonly RootContent[], raised: readonly Raised[]): RootContent[] {
  const unique = [...new Set(raised)].sort((a, b) => Number(isQuestionText(b)) - Number(isQuestionText(a)));
  if (!unique.length) return [...nodes];
  const out = [...nodes];
  const start = out.findIndex(isClosing);
  if (start >= 0) {
    const next = out.findIndex((n, i) => i > start && isH2(n));
    const end = next < 0 ? out.length : next;
    const at = out.findIndex((n, i) => i > start && i < end && n.type === 'list');
    const list: List =
      at >= 0 ? structuredClone(out[at] as List) : {type: 'list', ordered: false, spread: false, children: []};
    const have = asked(list);
    list.children.push(...unique.filter((r) => !have.has(keyOf(r))).map(questionItem));
    if (at >= 0) out[at] = list;
    else out.splice(start + 1 < end && out[start + 1].type === 'paragraph' ? start + 2 : end, 0, list);
    return out;
  }
  const heading: Heading = {
    type: 'heading',
    depth: 2,
    children: [{type: 'text', value: CLOSING_TITLE}],
    data: {hProperties: {id: CLOSING_ID}},
  };
  const intro: Paragraph = {type: 'paragraph', children: inline(CLOSING_INTRO)};
  const list: List = {type: 'list', ordered: false, spread: false, children: unique.map(questionItem)};
  const related = out.findIndex(isRelated);
  out.splice(related < 0 ? out.length : related, 0, heading, intro, list);
  return out;
}

/**
 * The questions page's body, in place of `<ApiQuestions />`: one h2 per topic, in the order of
 * `apiQuestions`, and under it one h3 per question, with its id as anchor, then what Pitel's material does
 * say about it.
 */
export function questionsPageNodes(): RootContent[] {
  const out: RootContent[] = [];
  for (const topic of [...new Set(apiQuestions.map((q) => q.topic))]) {
    out.push({type: 'heading', depth: 2, children: [{type: 'text', value: topic}]});
    for (const q of apiQuestions.filter((x) => x.topic === topic)) {
      out.push({type: 'heading', depth: 3, children: inline(q.question), data: {hProperties: {id: q.id}}});
      if (q.context) out.push({type: 'paragraph', children: inline(q.context)});
    }
  }
  return out;
}
