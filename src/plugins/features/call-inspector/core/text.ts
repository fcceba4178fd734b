/**
 * What the call-event inspector says, in English and Vietnamese: one entry per sentence, the same keys
 * in both languages. `{name}` is a value the inspector fills in; `code` and [text](/page#anchor) are
 * code and links (./inline.ts). Every statement here restates the OpenAPI documents or a page of the
 * site (named beside it), and says no more than they do; what they leave open goes into the one
 * "Not documented" sentence of an answer (`silent`).
 *
 * Vietnamese keeps to WRITING.md, "Vietnamese terms" (tests/unit/call-inspector.test.ts runs the
 * glossary over it): trạng thái cuộc gọi, cuộc gọi vào / ra, nghe máy, gác máy, máy nhánh, đầu số,
 * hàng chờ, gọi tự động; "lược đồ" for a schema. The parties, as the Vietnamese guides name them: the
 * caller is "người gọi", the called number "số được gọi", and the person an auto-call reaches (who
 * presses the keys) "khách hàng".
 */

const en = {
  empty: 'Paste an event or a call record, or type a call status or short code.',
  notJson: 'Not valid JSON (line {line}, column {column}), and not a call status or short code.',
  notObject: 'Paste one JSON object: an event, a call record, or a list answer with its records.',
  arrayOne: 'An array of one item: `[0]` is inspected here.',
  arrayFirst:
    'This is an array of {count} items; only the first, `[0]`, is inspected. To check another, paste it on its own.',
  arrayFirstRecords:
    'This is an array of {count} items; only the first, `[0]`, is inspected. To check another, paste it on its own, or paste the whole list answer, which checks every record.',
  unrecognisedTitle: 'Not recognised',
  unrecognised: 'None of its fields belongs to a documented event or call record. The inspector knows: {kinds}.',
  resultHeading: 'Result',

  // Kinds (titles). The English summaries come from the documents themselves.
  webhook: '{api} event `{name}`',
  record: '{api} call record (CDR)',
  list: '{api} list of call records ({operation})',
  statusTitle: 'Status `{value}`',

  // How the kind was told.
  byDiscriminator: 'Told by `{field}`: its value {value} is the one the `{name}` event carries.',
  byNearDiscriminator:
    'Told by `{field}`: its value {got} is {value}, the one the `{name}` event carries, in another letter case.',
  byUnlistedName:
    'Told by `{field}`: its value {value} names the `{name}` event, to which the documents give no `{field}`.',
  byDistinct: 'Told by the fields present: only this schema has {fields}.',
  byCount: 'Told by the fields present: this schema has {known} of the payload’s {total} fields.',
  byCountAll: 'Told by the fields present: every field of the payload is in this schema.',
  byFit: 'Its values fit this schema better than the {other}.',
  byStatus: 'Its `status`, {value}, is spelled as in a {kind}, not as in a {other}.',
  noDiscriminator: 'It has no `{field}`: of the {api} events, only {names} carry none.',
  // /api/v1/event/description, "Event catalogue".
  byUrl: 'If you subscribed {names} at different URLs, the URL tells them apart.',
  // openapi/v1.yaml, `webhooks.missed`: sent when an inbound call ends without any extension answering it.
  unlikely: 'Yet the `{name}` event is sent when an inbound call ends without any extension answering it; {reasons}.',
  notInbound: 'this payload’s `direction` is {value}',
  withoutName: 'With its `{field}` missing, it could also be: {kinds}.',
  alsoPossible: 'It could also be: {kinds}.',
  alsoPossibleWithout: 'It could also be {ties}, or one of these with its `{field}` missing: {kinds}.',
  listRecords: 'Each record in `{field}` ({count}) is checked as a {record}.',
  planned:
    'Our proposal, not confirmed by Pitel: Pitel has not published this event, and its schema is our design. [Ask Pitel support]({support}).',
  // The page shows it in the site's proposal notice, whose title says the rest (src/components/Planned).
  plannedBody: 'Pitel has not published this event, and its schema is our design.',

  // Against the schema.
  valid: 'It matches the {schema}.',
  problemsOne: 'One problem against the {schema}:',
  problemsMany: '{count} problems against the {schema}:',
  moreProblems: 'And {count} more, not listed.',
  documentedSchema: 'documented schema',
  // A proposed event (`planned`): its schema is our design.
  proposedSchema: 'proposed schema',
  noRequired: 'The schema marks no field as required, so a missing field is not a problem.',
  missing: 'required field missing.',
  type: 'wrong type: the schema says {expected}, the payload has {got} ({value}).',
  enum: '{value} is not one of the documented values: {values}.',
  pattern: '{value} does not match the documented pattern {pattern}.',
  format: '{value} is not a {format}.',
  minimum: '{value} is below the documented minimum, {limit}.',
  maximum: '{value} is above the documented maximum, {limit}.',
  forbidden: 'not allowed: the schema admits no other fields.',
  undocumented: 'not in the documented schema.',
  types: {
    string: 'a string',
    integer: 'an integer',
    number: 'a number',
    boolean: 'true or false',
    object: 'an object',
    array: 'an array',
    null: 'null',
  } as Record<string, string>,
  or: ' or ',
  and: ' and ',

  // What it says: labels.
  labels: {
    meaning: 'What it is',
    outcome: 'Call status',
    call: 'Which call',
    direction: 'Direction',
    durations: 'Durations',
    times: 'Times',
    recording: 'Recording',
    keys: 'Keys pressed',
    agent: 'Agent',
    records: 'Records',
    spellings: 'Spellings',
  },

  // Outcome (/call-statuses, the CDR attributes pages).
  statusFound: '`{value}` is {status}: {meaning}',
  detail: '{context}: {text}',
  statusUnknown: '`{value}` is not in the documented vocabulary of call statuses.',
  // Where a documented spelling belongs (the v3 reference notes one older example in upper case, so
  // this names the documented spellings and does not say a record can never carry another).
  statusElsewhere: '`{value}` is the spelling of {status} in {places}.',
  statusElsewhereOwn: '`{value}` is the spelling of {status} in {places}; a {kind} writes it `{own}`.',
  statusAbsent: 'No `status` in this payload.',
  // /api/v1/event/description, "Receiving events": the call record gives the outcome.
  noStatusEvent:
    'This event carries no `status`; the call record gives the outcome ([Get one call record](/api/v1/cdr/detail)).',
  // /call-statuses#matching, CDR attributes.
  cause: '`cause` is {value}: the hangup cause the switch reports, which is not a call status.',
  disposition: '`sip_hangup_disposition` is {value}: which SIP side ended the call, and how.',

  // Which call (/api/v1/event/description, "Matching events of one call"; the CDR attributes pages).
  eventLeg:
    '`call_id` {id} is the id of the whole call on outbound calls and on inbound calls to one extension; on an inbound call that a ring group, queue or IVR fans out, each extension that rings has a `call_id` of its own ([Matching events of one call](/api/v1/event/description#matching-events-of-one-call)).',
  cdrLeg:
    '`call_id` {id} is the id of the whole call; on an inbound call fanned out to several extensions, it is the id of the whole inbound flow, not of one extension ([Matching events of one call](/api/v1/event/description#matching-events-of-one-call)).',
  // The join key (/api/events-and-records, "Join on sip_call_id"; the CDR detail pages).
  recordNoCallId:
    'A call record has no `call_id`, the id the events carry: join them on `sip_call_id` ([Events and call records](/api/events-and-records#join-key)).',
  recordJoin:
    'A call record has no `call_id`, the id the events carry: its `sip_call_id`, {sip}, joins it to the events of its call, and `GET /{api}/cdr/{id}` takes it in place of `id` ([Events and call records](/api/events-and-records#join-key)).',
  eventJoin:
    '`sip_call_id` {sip} leads to the call’s record: `GET /v1/cdr/{id}` and `GET /v3/cdr/{id}` take it in place of the record’s `id` ([Events and call records](/api/events-and-records#join-key)).',
  eventJoinByCdr:
    'The call’s record is read with the `sip_call_id` of its `cdr` event ([Events and call records](/api/events-and-records#join-key)).',
  parent: 'Part of the call flow whose root record is {id} (`parent_id`).',
  extensionV1: 'Extension {ext} made or took the call.',
  extensionV3: 'Agent extension: {ext}.',
  agentExtension: 'extension {ext}',
  extensionEmpty: '`extension` is empty; the v3 reference leaves it empty for robot calls.',
  receiveDest: 'It went through the ring group or queue {dest} (`receive_dest`).',
  presskeyCall:
    '`call_id` {id} is the id of the auto-call, as `POST /v3/autocall/import` returns it; no call record carries it ([Events and call records](/api/events-and-records#v3-webhooks)).',
  campaign: 'Campaign {campaign} (`campaign_uuid`).',

  // Direction.
  directions: {
    inbound: 'Inbound call',
    outbound: 'Outbound call',
    local: 'Internal call (extension to extension)',
  } as Record<string, string>,
  // /api/v1/cdr/attributes, "Direction".
  directionMeanings: {
    inbound: 'a caller from outside reached you',
    outbound: 'an extension called an outside number',
    local: 'one extension called another',
  } as Record<string, string>,
  fromTo: 'from {from} to {to}',
  hotline: 'hotline {hotline}',
  callee: 'Callee {number} (`phone_number`).',
  // EventCommon in openapi/v1.yaml; Cdr in openapi/v3.yaml.
  fromIsExtension: '`from_number` is the agent’s extension on an outbound call',
  toIsExtension: '`to_number` is the extension that rings on an inbound call',
  fromIsHotline: '`from_number` is the hotline used on an outbound call',
  directionOther: '`direction` is {value}, not one of the documented values.',
  directionNumber: 'The v1 reference notes that some answers carry a number here.',
  // The application of the call-center portal's CDR screen (/guide/portal_callcenter_guide/cdrs).
  app: 'Made by {app}: {meaning}.',
  apps: {
    dial: 'the agent dialled the number',
    click_to_call: 'a click in the web portal rang the agent’s phone, then dialled the customer',
    click2call: 'the agent’s extension rang first, then the system dialled the customer',
    autodialer: 'an Autodialer campaign placed the call and bridged it to an agent',
    autocall: 'an auto-call',
  } as Record<string, string>,

  // Durations.
  duration: 'whole length of the call {value} s (`duration`)',
  billsec: 'talk time after the answer {value} s (`billsec`)',
  negativeTime: ', a negative value: a length of time cannot be below zero',
  // /api/v1/event/description, "Notes and pitfalls".
  noDurations: 'None in this event: only `hangup` carries `duration` and `billsec`.',
  presskeyDelay: 'delay before the key press: {value} (`presskey_delay`)',
  presskeyDelayEvent: '{value} s from the start of the prompt to the key press (`presskey_delay`)',

  // Times.
  timeNames: {
    time_started: 'started',
    time_ringging: 'rang',
    time_answered: 'answered',
    time_ended: 'ended',
    time_presskey: 'key pressed',
  } as Record<string, string>,
  time: '{name} {value}',
  timeEmpty: '{name}: empty',
  timeNever: '{name}: never (empty)',
  ringgingSpelling: '`time_ringging` is spelled so by the API.',

  // Recording.
  recorded: 'a recording link is present (`{field}`)',
  notRecorded: 'not recorded (`recording_url` is empty)',
  recordingEmpty: '`{field}` is empty',

  // Keys and customer.
  pressed: 'the callee pressed {keys} (`press_key`)',
  noKeys: 'no key pressed (`press_key` is `{}`)',
  keysJson: 'keys pressed: {keys} (`press_key`, a JSON-encoded string)',
  customerId: 'customer id given at import: {id}',

  // List answers.
  count: '{count} in `{field}`',
  // Pitel's material names `total` in the list envelope without saying what it counts (the OpenAPI
  // documents' description of it is ours), so the answer gives it as our reading (WRITING.md).
  total: '`total` is {total}: in our reading, the number of records that match the filters across all pages',
  recordN: 'Record {n}',
  more: 'The first {shown} records are explained; the others are checked against the schema only.',

  // What is not documented: said once.
  silent: 'Not documented: {items}.',
  silentItems: {
    causeValues: 'what each `cause` value means (Pitel gives examples only)',
    dispositionValues: 'the list of `sip_hangup_disposition` values',
    leg: 'which id `call_id` carries in a `{name}` event',
    recordId: 'how a record’s `id` relates to the events’ `call_id`',
    eventSipCallId: 'whether the `sip_call_id` of a `{name}` event is the one of the call’s record',
    parentEmpty: 'what an empty `parent_id` means',
    timeZone: 'the time zone of the times',
    eventTimes: 'the format of the times in events, and what an empty one means',
    presskeyUnit: 'the unit of `presskey_delay`',
    pressKeyEmpty: 'what `press_key` holds when no key was pressed',
    directionNumber: 'what a number in `direction` stands for',
  },
  readNext: 'Read next',

  // Status look-up (/call-statuses).
  roles: {
    label: 'its label in the portals',
    cdr: 'its `status` in v3 call records',
    v1: 'its `status` in v1 call records',
    recall: 'its value in `recall_status`',
    code: 'its dialing short code',
    lead: 'its customer (lead) status value',
    counter: 'a report or statistic counter of it',
  },
  statusRoles: '`{value}` is {roles}.',
  statusRolesCaseless: '`{value}` is `{spelling}` in another letter case: {roles}.',
  allSpellings: 'All its spellings: {list}.',
  // Where a spelling is written, as a place ("the spelling of No Answered in v1 call records").
  places: {
    label: 'the portals’ labels',
    cdr: 'v3 call records (`status`)',
    v1: 'v1 call records (`status`)',
    recall: '`recall_status`',
    code: 'the dialing short codes',
    lead: 'customer (lead) statuses',
    counter: 'report and statistic counters',
  },
  spellingNames: {
    cdr: 'v3 record {v}',
    v1: 'v1 record {v}',
    code: 'short code {v}',
    recall: '`recall_status` {v}',
    lead: 'customer status {v}',
    counter: 'counters {v}',
  },
  leadOnly: '`{value}` is a customer (lead) status, not a call status: {meaning}',
  causeExample:
    '`{value}` is a hangup cause of the switch (the `cause` of a call record), not a call status; Pitel gives it as an example without defining it.',
  liveState: '`{value}` is a live state ({where}): it describes a call in progress, and is not a call status.',
  liveWhere: {monitor: '`call_state` of live monitoring', queue: 'a queue caller’s state'},
  notStatus: '`{value}` is not a documented call status, short code, report counter or recall value.',
  eventState: '`{value}` is the `{field}` of the {kind}: {summary}.',

  announce: 'Inspected {title}: {verdict}',
  announceValid: 'it matches the {schema}.',
  announceProblems: '{count} problems.',
  announceProblem: 'one problem.',

  // Page names of the links.
  pages: {
    '/api/v1/event/description': 'Event payloads (v1)',
    '/api/v3/webhook/presskey_cb': 'Key-press webhook (v3)',
    '/api/v1/cdr/attributes': 'CDR attributes (v1)',
    '/api/v3/cdr/attributes': 'CDR attributes (v3)',
    '/api/v1/cdr/list': 'Search call records (v1)',
    '/api/v3/cdr/list': 'Search call history (v3)',
    '/api/events-and-records': 'Events and call records',
    '/call-statuses': 'Call statuses',
  } as Record<string, string>,
  /** The parts of /call-statuses the answers link, by anchor. */
  sections: {
    'short-codes': 'short codes',
    'report-counters': 'report counters',
    'lead-status': 'customer status values',
    matching: 'matching the spellings',
    'live-states': 'live states',
    statuses: 'the statuses',
  } as Record<string, string>,
  support: '/support',
  englishOnly: '',
};

export type Strings = typeof en;

const vi: Strings = {
  empty: 'Hãy dán một sự kiện hoặc một bản ghi cuộc gọi, hoặc nhập một trạng thái cuộc gọi hay mã rút gọn.',
  notJson: 'Không phải JSON hợp lệ (dòng {line}, cột {column}), cũng không phải trạng thái cuộc gọi hay mã rút gọn.',
  notObject:
    'Hãy dán một đối tượng JSON: một sự kiện, một bản ghi cuộc gọi, hoặc kết quả trả về dạng danh sách kèm các bản ghi.',
  arrayOne: 'Mảng chỉ có một phần tử, `[0]`, được kiểm tra dưới đây.',
  arrayFirst:
    'Bạn đã dán một mảng {count} phần tử; công cụ chỉ kiểm tra phần tử đầu tiên (`[0]`). Muốn kiểm tra phần tử khác, hãy dán riêng từng phần tử.',
  arrayFirstRecords:
    'Bạn đã dán một mảng {count} phần tử; công cụ chỉ kiểm tra phần tử đầu tiên (`[0]`). Muốn kiểm tra phần tử khác, hãy dán riêng từng phần tử, hoặc dán nguyên kết quả trả về dạng danh sách để kiểm tra mọi bản ghi.',
  unrecognisedTitle: 'Không nhận ra',
  unrecognised:
    'Không trường nào thuộc về một sự kiện hay bản ghi cuộc gọi đã công bố. Công cụ nhận biết được: {kinds}.',
  resultHeading: 'Kết quả',

  webhook: 'sự kiện `{name}` ({api})',
  record: 'bản ghi cuộc gọi (CDR) {api}',
  list: 'danh sách bản ghi cuộc gọi {api} ({operation})',
  statusTitle: 'Trạng thái `{value}`',

  byDiscriminator: 'Nhận biết qua `{field}`: giá trị {value} là giá trị riêng của sự kiện `{name}`.',
  byNearDiscriminator:
    'Nhận biết qua `{field}`: giá trị {got} chỉ khác {value}, giá trị riêng của sự kiện `{name}`, ở chữ hoa, chữ thường.',
  byUnlistedName:
    'Nhận biết qua `{field}`: giá trị {value} là tên sự kiện `{name}`, dù tài liệu không nêu trường `{field}` cho sự kiện này.',
  byDistinct: 'Nhận biết qua các trường có mặt: chỉ lược đồ này có {fields}.',
  byCount: 'Nhận biết qua các trường có mặt: {known}/{total} trường của dữ liệu có trong lược đồ này.',
  byCountAll: 'Nhận biết qua các trường có mặt: mọi trường của dữ liệu đều có trong lược đồ này.',
  byFit: 'Các giá trị khớp với lược đồ này hơn với {other}.',
  byStatus: '`status` {value} được viết như trong {kind}, không phải như trong {other}.',
  noDiscriminator: 'Dữ liệu không có `{field}`: trong các sự kiện {api}, chỉ {names} không mang trường này.',
  byUrl: 'Nếu bạn đăng ký {names} ở các địa chỉ (URL) khác nhau, địa chỉ nhận sự kiện cho biết đó là sự kiện nào.',
  unlikely:
    'Tuy vậy, sự kiện `{name}` được gửi khi một cuộc gọi vào kết thúc mà không máy nhánh nào nghe máy, còn {reasons}.',
  notInbound: '`direction` của dữ liệu này là {value}',
  withoutName: 'Nếu đây là sự kiện bị thiếu trường `{field}`, cũng có thể là: {kinds}.',
  alsoPossible: 'Cũng có thể là: {kinds}.',
  alsoPossibleWithout:
    'Cũng có thể là {ties}, hoặc một trong các sự kiện sau nhưng bị thiếu trường `{field}`: {kinds}.',
  listRecords: 'Mỗi bản ghi trong `{field}` ({count}) được kiểm tra như một {record}.',
  planned:
    'Đề xuất của chúng tôi, Pitel chưa xác nhận: Pitel chưa công bố sự kiện này, lược đồ là thiết kế của chúng tôi. [Hỏi bộ phận hỗ trợ Pitel]({support}).',
  plannedBody: 'Pitel chưa công bố sự kiện này; lược đồ của sự kiện do chúng tôi thiết kế.',

  valid: 'Dữ liệu khớp với {schema}.',
  problemsOne: 'Một lỗi so với {schema}:',
  problemsMany: '{count} lỗi so với {schema}:',
  moreProblems: 'Còn {count} lỗi khác không liệt kê ở đây.',
  documentedSchema: 'lược đồ đã công bố',
  proposedSchema: 'lược đồ đề xuất',
  noRequired: 'Lược đồ không quy định trường nào là bắt buộc, nên thiếu trường không bị coi là lỗi.',
  missing: 'thiếu trường bắt buộc.',
  type: 'sai kiểu dữ liệu: lược đồ ghi {expected}, dữ liệu là {got} ({value}).',
  enum: '{value} không thuộc các giá trị đã công bố: {values}.',
  pattern: '{value} không đúng mẫu đã công bố {pattern}.',
  format: '{value} không phải là {format}.',
  minimum: '{value} nhỏ hơn mức tối thiểu đã công bố, {limit}.',
  maximum: '{value} lớn hơn mức tối đa đã công bố, {limit}.',
  forbidden: 'không được phép: lược đồ không nhận thêm trường nào khác.',
  undocumented: 'không có trong lược đồ đã công bố.',
  types: {
    string: 'chuỗi (string)',
    integer: 'số nguyên (integer)',
    number: 'số (number)',
    boolean: 'true hoặc false',
    object: 'đối tượng (object)',
    array: 'mảng (array)',
    null: 'null',
  },
  or: ' hoặc ',
  and: ' và ',

  labels: {
    meaning: 'Ý nghĩa',
    outcome: 'Trạng thái cuộc gọi',
    call: 'Nhận diện cuộc gọi',
    direction: 'Hướng cuộc gọi',
    durations: 'Thời lượng',
    times: 'Mốc thời gian',
    recording: 'Ghi âm',
    keys: 'Bấm phím',
    agent: 'Nhân viên',
    records: 'Các bản ghi',
    spellings: 'Cách viết',
  },

  statusFound: '`{value}` là trạng thái {status}: {meaning}',
  detail: '{context}: {text}',
  statusUnknown: '`{value}` không có trong danh sách trạng thái cuộc gọi đã công bố.',
  statusElsewhere: '`{value}` là cách viết của trạng thái {status} trong {places}.',
  statusElsewhereOwn: '`{value}` là cách viết của trạng thái {status} trong {places}; {kind} viết là `{own}`.',
  statusAbsent: 'Dữ liệu không có `status`.',
  noStatusEvent:
    'Sự kiện này không mang `status`; trạng thái cuộc gọi nằm trong bản ghi cuộc gọi ([Lấy một bản ghi cuộc gọi](/api/v1/cdr/detail)).',
  cause: '`cause` là {value}: nguyên nhân kết thúc cuộc gọi do tổng đài ghi nhận, không phải trạng thái cuộc gọi.',
  disposition: '`sip_hangup_disposition` là {value}: phía SIP nào kết thúc cuộc gọi và kết thúc ra sao.',

  eventLeg:
    'Với cuộc gọi ra, hoặc cuộc gọi vào chỉ đổ chuông một máy nhánh, `call_id` {id} là mã của cả cuộc gọi. Nếu cuộc gọi vào được nhóm đổ chuông, hàng chờ hoặc IVR chuyển tới nhiều máy nhánh, mỗi máy nhánh đổ chuông có `call_id` riêng ([Ghép các sự kiện của một cuộc gọi](/api/v1/event/description#matching-events-of-one-call)).',
  cdrLeg:
    '`call_id` {id} là mã của cả cuộc gọi; với cuộc gọi vào được phân tới nhiều máy nhánh, đây là mã của toàn bộ luồng cuộc gọi vào, không phải của một máy nhánh ([Ghép các sự kiện của một cuộc gọi](/api/v1/event/description#matching-events-of-one-call)).',
  recordNoCallId:
    'Bản ghi cuộc gọi không có `call_id`, mã mà các sự kiện mang: hãy ghép bản ghi với các sự kiện theo `sip_call_id` ([Sự kiện và bản ghi cuộc gọi](/api/events-and-records#join-key)).',
  recordJoin:
    'Bản ghi cuộc gọi không có `call_id`, mã mà các sự kiện mang: `sip_call_id` của bản ghi, {sip}, là trường để ghép bản ghi với các sự kiện của cuộc gọi, và `GET /{api}/cdr/{id}` nhận giá trị này thay cho `id` ([Sự kiện và bản ghi cuộc gọi](/api/events-and-records#join-key)).',
  eventJoin:
    '`sip_call_id` {sip} dẫn tới bản ghi của cuộc gọi: `GET /v1/cdr/{id}` và `GET /v3/cdr/{id}` nhận giá trị này thay cho `id` của bản ghi ([Sự kiện và bản ghi cuộc gọi](/api/events-and-records#join-key)).',
  eventJoinByCdr:
    'Bản ghi của cuộc gọi được đọc bằng `sip_call_id` của sự kiện `cdr` ([Sự kiện và bản ghi cuộc gọi](/api/events-and-records#join-key)).',
  parent: 'Thuộc luồng cuộc gọi có bản ghi gốc là {id} (`parent_id`).',
  extensionV1: 'Máy nhánh {ext} đã gọi hoặc nhận cuộc gọi.',
  extensionV3: 'Máy nhánh của nhân viên: {ext}.',
  agentExtension: 'máy nhánh {ext}',
  extensionEmpty: '`extension` rỗng; tài liệu v3 để trống trường này với cuộc gọi do hệ thống gọi tự động thực hiện.',
  receiveDest: 'Cuộc gọi được chuyển qua nhóm đổ chuông hoặc hàng chờ {dest} (`receive_dest`).',
  presskeyCall:
    '`call_id` {id} là mã của cuộc gọi tự động, do `POST /v3/autocall/import` trả về; không bản ghi cuộc gọi nào mang mã này ([Sự kiện và bản ghi cuộc gọi](/api/events-and-records#v3-webhooks)).',
  campaign: 'Chiến dịch {campaign} (`campaign_uuid`).',

  directions: {inbound: 'Cuộc gọi vào', outbound: 'Cuộc gọi ra', local: 'Cuộc gọi nội bộ (máy nhánh gọi máy nhánh)'},
  directionMeanings: {
    inbound: 'người gọi từ bên ngoài gọi tới bạn',
    outbound: 'một máy nhánh gọi ra số bên ngoài',
    local: 'một máy nhánh gọi máy nhánh khác',
  },
  fromTo: 'từ {from} tới {to}',
  hotline: 'đầu số {hotline}',
  callee: 'Số được gọi: {number} (`phone_number`).',
  fromIsExtension: 'với cuộc gọi ra, `from_number` là máy nhánh của nhân viên',
  toIsExtension: 'với cuộc gọi vào, `to_number` là máy nhánh đổ chuông',
  fromIsHotline: 'với cuộc gọi ra, `from_number` là đầu số đã dùng',
  directionOther: '`direction` là {value}, không thuộc các giá trị đã công bố.',
  directionNumber: 'Tài liệu v1 có ghi rằng một số kết quả trả về mang giá trị số ở trường này.',
  app: 'Ứng dụng {app}: {meaning}.',
  apps: {
    dial: 'nhân viên tự quay số',
    click_to_call:
      'nhân viên nhấn vào số trên giao diện web, máy của nhân viên đổ chuông, sau đó hệ thống gọi cho khách hàng',
    click2call: 'máy nhánh của nhân viên đổ chuông trước, sau đó hệ thống gọi cho khách hàng',
    autodialer: 'chiến dịch Autodialer tự quay số rồi nối máy cho nhân viên',
    autocall: 'cuộc gọi tự động',
  },

  duration: 'toàn bộ cuộc gọi {value} giây (`duration`)',
  billsec: 'thời gian đàm thoại sau khi nghe máy {value} giây (`billsec`)',
  negativeTime: ', là giá trị âm, trong khi thời lượng không thể nhỏ hơn 0',
  noDurations: 'Sự kiện này không có: chỉ sự kiện `hangup` mang `duration` và `billsec`.',
  presskeyDelay: 'độ trễ trước khi bấm phím: {value} (`presskey_delay`)',
  presskeyDelayEvent: '{value} giây từ lúc bắt đầu phát lời nhắc đến lúc bấm phím (`presskey_delay`)',

  timeNames: {
    time_started: 'bắt đầu',
    time_ringging: 'đổ chuông',
    time_answered: 'nghe máy',
    time_ended: 'kết thúc',
    time_presskey: 'bấm phím',
  },
  time: '{name} {value}',
  timeEmpty: '{name}: rỗng',
  timeNever: '{name}: không xảy ra (rỗng)',
  ringgingSpelling: 'API gửi tên trường đúng như vậy, `time_ringging` (sai chính tả); hãy giữ nguyên.',

  recorded: 'có đường dẫn ghi âm (`{field}`)',
  notRecorded: 'cuộc gọi không được ghi âm (`recording_url` rỗng)',
  recordingEmpty: '`{field}` rỗng',

  pressed: 'khách hàng đã bấm phím {keys} (`press_key`)',
  noKeys: 'không bấm phím nào (`press_key` là `{}`)',
  keysJson: 'đã bấm phím {keys} (`press_key`, chuỗi chứa JSON)',
  customerId: 'mã khách hàng khi nhập danh sách: {id}',

  count: '{count} bản ghi trong `{field}`',
  total: '`total` là {total}: theo cách hiểu của chúng tôi, đây là số bản ghi khớp bộ lọc trên mọi trang',
  recordN: 'Bản ghi {n}',
  more: '{shown} bản ghi đầu tiên được giải thích; các bản ghi còn lại chỉ được kiểm tra theo lược đồ.',

  silent: 'Pitel không nêu: {items}.',
  silentItems: {
    causeValues: 'ý nghĩa của từng giá trị `cause` (Pitel chỉ đưa ví dụ)',
    dispositionValues: 'danh sách giá trị của `sip_hangup_disposition`',
    leg: '`call_id` trong sự kiện `{name}` là mã của cả cuộc gọi hay của một máy nhánh',
    recordId: 'quan hệ giữa `id` của bản ghi và `call_id` của các sự kiện',
    eventSipCallId: '`sip_call_id` của sự kiện `{name}` có trùng với `sip_call_id` của bản ghi cuộc gọi hay không',
    parentEmpty: 'ý nghĩa của `parent_id` rỗng',
    timeZone: 'múi giờ của các mốc thời gian',
    eventTimes: 'định dạng các mốc thời gian trong sự kiện, và ý nghĩa của một mốc rỗng',
    presskeyUnit: 'đơn vị của `presskey_delay`',
    pressKeyEmpty: 'giá trị của `press_key` khi không bấm phím nào',
    directionNumber: 'ý nghĩa của giá trị số trong `direction`',
  },
  readNext: 'Đọc thêm',

  roles: {
    label: 'nhãn trên trang quản trị',
    cdr: '`status` trong bản ghi cuộc gọi v3',
    v1: '`status` trong bản ghi cuộc gọi v1',
    recall: 'giá trị trong `recall_status`',
    code: 'mã rút gọn khi quay số',
    lead: 'giá trị trạng thái khách hàng',
    counter: 'bộ đếm trong báo cáo và thống kê',
  },
  statusRoles: '`{value}` là {roles}.',
  statusRolesCaseless: '`{value}` là `{spelling}` viết khác chữ hoa, chữ thường: {roles}.',
  allSpellings: 'Mọi cách viết: {list}.',
  places: {
    label: 'nhãn trên trang quản trị',
    cdr: 'bản ghi cuộc gọi v3 (`status`)',
    v1: 'bản ghi cuộc gọi v1 (`status`)',
    recall: '`recall_status`',
    code: 'mã rút gọn khi quay số',
    lead: 'trạng thái khách hàng',
    counter: 'bộ đếm báo cáo và thống kê',
  },
  spellingNames: {
    cdr: 'bản ghi v3 {v}',
    v1: 'bản ghi v1 {v}',
    code: 'mã rút gọn {v}',
    recall: '`recall_status` {v}',
    lead: 'trạng thái khách hàng {v}',
    counter: 'bộ đếm {v}',
  },
  leadOnly: '`{value}` là trạng thái khách hàng, không phải trạng thái cuộc gọi: {meaning}',
  causeExample:
    '`{value}` là nguyên nhân kết thúc cuộc gọi do tổng đài ghi nhận (trường `cause` của bản ghi cuộc gọi), không phải trạng thái cuộc gọi; Pitel chỉ đưa giá trị này làm ví dụ, không định nghĩa.',
  liveState: '`{value}` là tình trạng trong lúc cuộc gọi đang diễn ra ({where}), không phải trạng thái cuộc gọi.',
  liveWhere: {
    monitor: 'tình trạng máy nhánh, `call_state` khi giám sát trực tiếp',
    queue: 'tình trạng của người gọi trong hàng chờ',
  },
  notStatus: '`{value}` không phải trạng thái cuộc gọi, mã rút gọn, bộ đếm báo cáo hay giá trị gọi lại nào đã công bố.',
  eventState: '`{value}` là giá trị `{field}` của {kind}: {summary}.',

  announce: 'Đã kiểm tra {title}: {verdict}',
  announceValid: 'dữ liệu khớp với {schema}.',
  announceProblems: '{count} lỗi.',
  announceProblem: 'một lỗi.',

  pages: {
    '/api/v1/event/description': 'Dữ liệu các sự kiện (v1)',
    '/api/v3/webhook/presskey_cb': 'Webhook bấm phím (v3)',
    '/api/v1/cdr/attributes': 'Các trường CDR (v1)',
    '/api/v3/cdr/attributes': 'Các trường CDR (v3)',
    '/api/v1/cdr/list': 'Danh sách CDR (v1)',
    '/api/v3/cdr/list': 'Danh sách CDR (v3)',
    '/api/events-and-records': 'Sự kiện và bản ghi cuộc gọi',
    '/trang-thai-cuoc-goi': 'Trạng thái cuộc gọi',
    // Its part for developers is in English only (src/config/pages.ts, `englishOnlyParts`).
    '/call-statuses': 'Trạng thái cuộc gọi',
  },
  sections: {
    'short-codes': 'mã rút gọn',
    'report-counters': 'bộ đếm báo cáo',
    'lead-status': 'trạng thái khách hàng',
    matching: 'so khớp các cách viết',
    'live-states': 'tình trạng trong lúc gọi',
    statuses: 'các trạng thái',
  },
  support: '/ho-tro',
  // What a Vietnamese page's link to a page that exists only in English says (src/plugins/features/page-lang).
  englishOnly: ' (tiếng Anh)',
};

export const text: Record<'en' | 'vi', Strings> = {en, vi};

/** Vietnamese summaries of the webhooks (the English ones are the documents' own `summary`). */
export const webhookSummariesVi: Readonly<Record<string, string>> = {
  ringing: 'Một cuộc gọi bắt đầu đổ chuông',
  answered: 'Một cuộc gọi được nghe máy',
  hangup: 'Một cuộc gọi kết thúc',
  cdr: 'Bản ghi cuộc gọi đã được lưu',
  missed: 'Một cuộc gọi vào kết thúc mà không máy nhánh nào nghe máy',
  cdr_autocall: 'Bản ghi của một cuộc gọi tự động đã được lưu',
  presskey: 'Khách hàng bấm phím trong một cuộc gọi tự động',
};
