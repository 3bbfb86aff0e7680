/**
 * 한국어. 기록 항목 이름은 진단 가이드 §5 양식(“한 번의 재현에서 남길 최소 기록”)의 용어를 그대로 씁니다.
 * 메서드·옵션·헤더·SDK 설정 이름(notifications/cancelled, --timeout, resetTimeoutOnProgress …)은
 * 로그와 코드에 보이는 그대로 두어 검색할 수 있게 합니다.
 */
import type { Messages, Noun } from './messages.js';
import { koDiagnose, party } from './ko-diagnose.js';
import { koRules } from './ko-rules.js';

export { koDuration } from './duration-ko.js';
import { koDuration } from './duration-ko.js';

const COUNT: Record<Noun, (n: number) => string> = {
  input: (n) => `입력 ${n}개`,
  session: (n) => `세션 ${n}개`,
  request: (n) => `요청 ${n}건`,
  line: (n) => `${n}줄`,
  event: (n) => `이벤트 ${n}개`,
};

const OUTCOME = { completed: '완료', failed: '실패', cancelled: '취소', abandoned: '대기 포기', lost: '유실', pending: '진행 중' } as const;

export const ko = {
  lang: 'ko',
  duration: koDuration,
  recordLabels: {
    client: '제품 / 클라이언트 버전',
    server: '서버 / SDK 버전',
    protocolVersion: 'MCP 프로토콜',
    transport: '전송 방식',
    requestId: '요청 ID',
    startedAt: '시작 시각과 시간대',
    timeouts: '설정된 요청 / 최대 제한 시간',
    lastProgressAt: '마지막 진행 알림 시각',
    cancelSignal: '취소 신호와 관측 시각',
    serverState: '서버 처리 상태',
    externalResult: '확인한 외부 결과',
  },
  optionalRecordLabels: { task: '작업(task) ID / 마지막 상태 / 종료 주체' },
  outcome: OUTCOME,

  report: {
    count: (n, noun) => COUNT[noun](n),
    tally: (parts) => parts.map(([n, o]) => `${OUTCOME[o]} ${n}건`).join(', '),
    noRequestMatches: (f, s) => `--request와 일치하는 요청이 없습니다. 세션 ${s}개의 요청 ${f}건을 제외했습니다.`,
    noRequests: (i, l, s) => `JSON-RPC 요청을 찾지 못했습니다: 입력 ${i}개(${l}줄), 세션 ${s}개.`,
    noIncidentsOne: (s) => `문제 없음: 세션 ${s}개의 요청 1건이 정상적으로 완료됐습니다. 목록에 표시하려면 --all을 쓰세요.`,
    noIncidentsAll: (r, s) => `문제 없음: 세션 ${s}개의 요청 ${r}건이 모두 정상적으로 완료됐습니다. 목록에 표시하려면 --all을 쓰세요.`,
    noneListed: (r, s) => `문제 없음: 세션 ${s}개에서 요청 ${r}건을 확인했고, 목록에 표시할 요청은 없습니다.`,
    noFailedRequest: (r, s) => `실패한 요청 없음: 세션 ${s}개의 요청 ${r}건이 실패 없이 끝났습니다.`,
    errorsOutside: (n) => `다만 특정 요청에 속하지 않는 오류 ${n}건이 있습니다: 특정 요청에 속하지 않는 발견 사항을 보세요.`,
    othersNotListed: (n) => `정상적으로 완료된 다른 요청 ${n}건은 목록에서 뺐습니다(표시하려면 --all).`,
    leftOutByRequest: (n) => `--request 조건으로 요청 ${n}건을 제외했습니다.`,
    redaction: '비밀정보와 인자 값은 가렸습니다. 그대로 보려면 --no-redact를 쓰세요.',
    rollUp: { cause: '원인별', rule: '규칙별', server: '서버별' },
  },

  html: {
    title: (v) => `MCP 장애 분석 보고서 (mcp-triage ${v})`,
    heading: 'MCP 장애 분석 보고서',
    intro: (v, i, s, r, tally) => `mcp-triage ${v}: 입력 ${i}개, 세션 ${s}개, 요청 ${r}건${tally ? ` (${tally})` : ''}.`,
    input: (format, lines, events, unparsed, zone, assumed) =>
      `${format}, ${lines}줄, 이벤트 ${events}개, 해석하지 못한 줄 ${unparsed}개${zone ? `, 시각은 ${zone} 기준${assumed ? '(추정)' : ''}` : ''}`,
    confidence: (level, state) => `신뢰도: ${level}, 서버 처리 상태: ${state}.`,
    incidentRecord: '최소 기록',
    timeline: '타임라인',
    from: (start, dur) => `시작 ${start ?? '시각 알 수 없음'}${dur !== null ? `, 소요 ${dur}` : ''}`,
    evidence: '근거',
    findings: '발견 사항',
    nextSteps: '다음 조치',
    findingsOutside: '특정 요청에 속하지 않는 발견 사항',
    problems: (n) => `읽지 못한 부분 (${n}건)`,
    columns: { request: '요청', methodTarget: '메서드 / 대상', outcome: '결과', cause: '원인', server: '서버', duration: '소요 시간', time: '시각', event: '이벤트', detail: '내용', source: '출처' },
    noClock: '시각 없음',
  },

  text: {
    unparsed: (n) => `해석하지 못한 줄 ${n}개`,
    gzip: 'gzip',
    times: (zone, assumed) => (assumed ? `시각은 ${zone} 기준(추정, --tz로 지정 가능)` : `시각은 ${zone} 기준`),
    confidence: (level) => `신뢰도 ${level}`,
    from: (p) => `요청자 ${party(p)}`,
    mcp: (version) => `MCP ${version}`,
    mcpUnknown: 'MCP 버전 모름',
    transportUnknown: '전송 방식 모름',
    started: (at) => `시작 ${at}`,
    startUnknown: '시작 시각 모름',
    lasted: (duration) => `소요 ${duration}`,
    serverState: (state) => `서버 처리 상태: ${state}`,
    problems: (n) => `읽지 못한 부분 ${n}건: 건너뛰었거나 일부만 읽은 줄`,
    moreProblems: (n) => `… 외 ${n}건(모두 --format json에 있습니다)`,
  },

  markdown: {
    field: '항목',
    value: '값',
    moreProblems: (n) => `외 ${n}건(JSON 보고서에 모두 있습니다)`,
    sequenceDiagram: '시퀀스 다이어그램',
  },

  diag: koDiagnose,
  rules: koRules,

  swimlane: {
    lanes: { client: '클라이언트', stream: 'HTTP 스트림', server: '서버' },
    duration: koDuration,
    timer: (ms, measuredOnly) => (measuredOnly ? `${koDuration(ms)} 뒤 타이머 만료 (알려진 제한 시간과 맞지 않음)` : `제한 시간 ${koDuration(ms)}`),
    noClock: '시각 없음: 캡처 순서대로',
    more: (n) => `나머지 이벤트 ${n}개는 아래 표에 있습니다`,
    title: (key) => `${key} 타임라인`,
    outcome: '결과',
  },

  next: {
    raiseTimeout: (name, at) =>
      `${name}의 요청 제한 시간을 서버가 실제로 필요한 시간보다 길게 잡으세요${at !== null ? `(이번에는 ${koDuration(at)}에 만료됐습니다)` : ''}. TypeScript SDK에서는 요청마다 { timeout }을 넘깁니다. 호스트 자체의 상한도 확인하세요. 일부 호스트는 MCP_TOOL_TIMEOUT이나 서버별 제한 시간 설정을 무시합니다.`,
    letProgressExtend:
      '진행 알림으로 대기 시간이 연장되게 하세요. onprogress(_meta.progressToken을 보내는 설정)와 resetTimeoutOnProgress: true를 함께 지정하고, 서버가 notifications/progress를 보내도록 합니다.',
    progressDidNotExtend: '진행 알림은 왔지만 타이머가 연장되지 않았습니다. onprogress와 함께 resetTimeoutOnProgress: true를 설정하고, 최종 상한으로 maxTotalTimeout을 유지하세요.',
    raiseMaxTotal: (name) =>
      `${name}의 maxTotalTimeout을 늘리거나 작업을 나누세요(예: task로 만들고 tasks/get으로 상태 조회). TypeScript SDK는 상한에 도달해도 취소를 보내지 않으므로 서버는 계속 작업하고, 나중에 뒤늦은 취소가 따라올 수 있습니다.`,
    userCancel: '사람이나 애플리케이션이 요청한 취소입니다(사유 참고). 장애로 다루기 전에 의도한 취소였는지 확인하세요.',
    clientCancelTruncated:
      '클라이언트 쪽에서 무엇이 취소했는지 찾으세요(화면 조작, 취소 시각 전후의 클라이언트 로그). 호스트 로그가 사유 문구를 잘라서 캡처만으로는 이유를 알 수 없습니다.',
    clientCancel: '클라이언트 쪽에서 무엇이 취소했는지 찾으세요(화면 조작, 취소 시각 전후의 호스트 로그). 취소 신호 자체에는 사유가 없습니다.',
    streamIntermediaries:
      '클라이언트와 서버 사이의 모든 중간 장비에서 유휴·읽기 제한 시간을 확인하세요(nginx proxy_read_timeout 60초, 로드밸런서 유휴 제한 시간, Cloudflare 100/125초). SSE keep-alive(15–30초마다 주석 줄, TS SDK keepAliveMs)를 보내고 X-Accel-Buffering: no를 설정하세요.',
    streamResumable:
      '응답 스트림을 이어 받을 수 있게 만드세요(SSE 이벤트 ID와 이벤트 저장소). 그러면 클라이언트가 GET + Last-Event-ID로 재개할 수 있습니다. 이 버전에서 취소하려면 클라이언트가 notifications/cancelled를 POST해야 하며, 스트림을 닫는 것만으로는 서버가 멈추지 않습니다.',
    streamEitherVersion:
      '캡처에 프로토콜 버전이 없고, 스트림이 끊긴 것의 의미는 버전마다 다릅니다. 2025-11-25까지는 취소가 아닙니다(서버가 작업을 끝냈을 수 있어 다시 보내면 두 번 실행될 수 있고, 응답은 재개 가능한 스트림, 곧 GET + Last-Event-ID로 되찾습니다). 2026-07-28에서는 요청의 스트림을 닫는 것이 곧 취소이며, 요청은 새 ID로 다시 보냅니다. 판단하기 전에 협상된 버전(initialize 결과나 MCP-Protocol-Version 헤더)을 확인하세요.',
    streamReissue: '2026-07-28에서는 스트림이 끊기면 요청이 유실됩니다. 첫 요청이 반영됐는지 확인한 뒤에만 새 ID로 다시 보내세요.',
    gateway:
      '서버 대신 중간 장비가 응답했습니다. MCP 엔드포인트에 대한 중간 장비의 제한 시간을 늘리거나(nginx proxy_read_timeout, Cloudflare 100/125초, ALB 유휴 제한 시간, API Gateway 약 29초), 오래 걸리는 도구가 먼저 응답하고 진행 알림이나 keep-alive를 보내도록 바꾸세요.',
    connectionClosed: '연결이 닫힌 시각 전후의 서버 stderr와 종료 상태를 확인하세요. 닫힌 연결에서 처리 중이던 요청은 유실되므로, 다시 연결한 뒤 새로 보내야 합니다.',
    sessionExpired:
      'HTTP 404를 받은 클라이언트는 initialize로 새 세션을 시작해야 합니다(TypeScript SDK 클라이언트는 스스로 다시 초기화하지 않습니다). 알 수 없는 세션에 400으로 답하는 서버는 404로 답해야 합니다.',
    serverError: '응답에 나온 서버 쪽 오류를 고치세요. 취소나 제한 시간과는 관계없는 문제입니다.',
    discoverFallback:
      '버전 확인 요청 자체는 고칠 것이 없습니다. 클라이언트가 이어서 보내는 initialize를 확인하세요. 그 요청이 없거나 실패했다면 그것이 문제입니다(2026-07-28로 고정된 클라이언트는 이전 버전 서버로 넘어갈 수 없습니다).',
    pendingCapture: '요청이 끝날 때까지 캡처하거나, 이 요청의 서버 쪽 로그를 확보하세요. 캡처가 요청이 진행 중인 상태에서 끝났습니다.',
    collectClientLog: (name, cancelled) =>
      `${cancelled ? '취소 시각' : '응답이 끊긴 시각'} 전후의 ${name} 클라이언트 로그를 확보하세요. 캡처만으로는 요청이 왜 끝났는지 알 수 없습니다.`,
    serverContinued:
      '서버가 취소 뒤에도 작업을 계속했습니다. 핸들러가 중단 신호를 따르도록 하고(TS: extra.signal, Python: anyio 취소 범위), 해당 ID의 진행 알림 전송을 멈추세요.',
    cancelledButCompleted: "서버는 취소 뒤에 작업을 끝냈고 요청자는 그 결과를 버렸습니다. 화면에 '취소됨'이 떴다는 이유만으로 같은 작업을 다시 실행하지 마세요.",
    cancelInitialize: 'initialize는 취소하지 마세요. 서버가 시작할 시간을 더 주거나(연결·초기화 제한 시간) 느린 시작을 고치세요. TS SDK v2는 이 취소를 더 이상 보내지 않습니다.',
    disconnectIsNotCancel: '이 프로토콜 버전에서는 notifications/cancelled를 POST해서 취소합니다. 스트림을 닫아도 서버는 멈추지 않습니다.',
    notificationOnModernHttp: '2026-07-28 Streamable HTTP에서는 요청의 SSE 스트림을 닫아서(POST 중단) 취소합니다. 취소 알림은 stdio에서만 씁니다.',
    taskCancel: 'task는 tasks/cancel {taskId}로 취소하고 tasks/get으로 상태를 확인하세요.',
    timeoutWithoutCancel:
      '요청자의 타이머가 만료되면 notifications/cancelled를 보내거나(stdio, 구버전 HTTP) 스트림을 닫도록(2026 HTTP) 하세요. 그래야 서버가 작업을 멈출 수 있습니다.',
    lateResponses: '서버는 취소된 요청에 응답하면 안 됩니다. 클라이언트는 알 수 없는 ID에 대한 늦은 응답을 받더라도 연결을 끊지 말고 무시하도록 하세요.',
    duplicateRetry: '멱등하지 않은 도구에는 멱등성 키를 두고, 첫 시도가 실행됐을 수 있는 호출은 자동으로 재시도하지 마세요.',
    checkBeforeRetry: (name) =>
      `재시도하기 전에 ${name}의 결과가 이미 반영됐는지 읽기 전용 조회로 확인하세요. 확인될 때까지 멱등하지 않은 호출은 다시 보내지 마세요.`,
  },
} as const satisfies Messages;
