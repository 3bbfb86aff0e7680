/**
 * 진단 단계의 한국어 문장: 요약, 근거, 부족한 정보(missing), 제한 시간의 근거, 최소 기록의 값.
 * 용어는 진단 가이드를 따릅니다(시간초과, 제한 시간, 최대 제한 시간, 진행 알림, 취소 알림, 응답 스트림,
 * 서버 처리 상태: 완료 / 진행 / 실패 / 미확인, 확인한 외부 결과: 조회 근거 또는 미확인).
 * 근거와 부족한 정보는 개조식(…함, …없음)으로, 요약과 안내는 …습니다 체로 씁니다.
 * 조사는 받침에 따라 달라지므로 캡처에서 온 값(메서드, ID, 작업 ID, 상태 이름) 바로 뒤에는 조사를 붙이지 않고
 * `… 요청을`, `작업(ID)을`처럼 한국어 명사나 괄호 앞 단어에 붙입니다.
 */
import type { DiagnoseMessages } from './messages.js';
import { koDuration as d } from './duration-ko.js';

/** client → 클라이언트 …: 요청자·응답자·닫은 쪽. 모두 받침이 없어 `가`/`를`이 붙습니다. */
const PARTY: Record<string, string> = { client: '클라이언트', server: '서버', network: '네트워크', host: '호스트' };
export const party = (p: string): string => PARTY[p] ?? p;
/** 주어: `클라이언트가`, 모르면 `알 수 없는 쪽이`. */
const subj = (p: string | null): string => (p === null ? '알 수 없는 쪽이' : PARTY[p] ? `${PARTY[p]}가` : `${p} 쪽이`);
/** ` (+5초 시점)`류의 상대 시각. */
const at = (ms: number | null): string => (ms !== null ? ` +${d(ms)} 시점에` : '');
const atParen = (ms: number | null): string => (ms !== null ? ` (+${d(ms)})` : '');
const after = (ms: number | null): string => (ms !== null ? `(${d(ms)} 뒤)` : '');
const pre = (ms: number | null): string => (ms !== null ? `${d(ms)} 뒤 ` : '');
const reasonNote = (sdk: string | null): string => (sdk !== null ? `; 사유 문구 출처: ${sdk}` : '');

const WHAT = { cancel: '취소', error: '오류', retry: '재시도', 'stream close': '스트림 종료' } as const;

const MEANING: Record<string, string> = {
  polling: '폴링(서버가 닫고 클라이언트가 이어 받는 정상 동작)',
  disconnect: '연결 끊김(취소가 아님)',
  cancellation: '취소',
  completion: '정상 완료',
  'not-applicable': '해당 없음',
};

/** protocol/timeouts.ts KNOWN_TIMEOUTS의 이름: `ms:layer`, 없으면 `ms`. test/i18n이 빠진 항목을 찾습니다. */
export const KNOWN_LIMITS_KO: Record<string, string> = {
  '10000': '10초 클라이언트 제한(초기 Claude Desktop, FastMCP 1.2.1, MCP Inspector v1 기본값)',
  '10000:requester': '10초 클라이언트 제한(초기 Claude Desktop, FastMCP 1.2.1, MCP Inspector v1 기본값)',
  '29000': 'AWS API Gateway 통합 제한 시간(약 29초)',
  '29000:intermediary': 'AWS API Gateway 통합 제한 시간(약 29초)',
  '30000': '30초 제한(langflow, jan, cai; Python SDK HTTP 제한 시간)',
  '30000:requester': '30초 클라이언트 제한(langflow, jan, cai)',
  '30000:transport': 'Python SDK HTTP 제한 시간(30초)',
  '60000': 'TypeScript SDK 기본값(DEFAULT_REQUEST_TIMEOUT_MSEC = 60000), nginx proxy_read_timeout과 ALB 유휴 제한 시간도 같은 값',
  '60000:requester': 'TypeScript SDK 기본값',
  '60000:intermediary': 'nginx proxy_read_timeout / ALB 유휴 제한 시간 기본값(60초)',
  '60000:transport': 'HTTP 전송 계층의 AbortSignal.timeout(60000)',
  '100000': 'Cloudflare 프록시 제한 시간 100초(HTTP 524)',
  '100000:intermediary': 'Cloudflare 프록시 제한 시간 100초',
  '120000': '2분 클라이언트 제한(Copilot CLI)',
  '120000:requester': '2분 클라이언트 제한(Copilot CLI)',
  '125000': 'Cloudflare 프록시 제한 시간 125초(HTTP 524)',
  '125000:intermediary': 'Cloudflare 프록시 제한 시간 125초',
  '180000': '180초 클라이언트 제한(Antigravity)',
  '180000:requester': '180초 클라이언트 제한(Antigravity)',
  '240000': 'Claude Desktop(Windows)의 도구 호출 제한(약 240초)',
  '240000:requester': 'Claude Desktop(Windows)의 제한(약 240초)',
  '300000': '300초 제한(undici headersTimeout/bodyTimeout, Node server.requestTimeout, VS Code Copilot 5분)',
  '300000:requester': 'VS Code 5분 제한',
  '300000:transport': '300초 전송 계층 제한(undici headersTimeout/bodyTimeout, Node server.requestTimeout)',
};

/** protocol/hosts.ts HOST_CLIENTS의 `basis`: `${host} 호스트는 …` 뒤에 오는 절. */
const TS_SDK_KO = 'TypeScript SDK 기반이고, 이 SDK는 요청 제한 시간이 지나면 notifications/cancelled를 보냅니다';
const RUST_DEADLINE_KO = (ref: string): string => `Rust SDK 호출을 자체 마감 시간으로 감싸 두고, 시간이 지나면 요청을 그냥 버립니다(${ref})`;
export const HOST_BASIS_KO: Record<string, string> = {
  'typescript-sdk': 'TypeScript SDK의 요청 제한 시간을 쓰며, 이 제한 시간은 notifications/cancelled를 보냅니다',
  'claude-desktop': TS_SDK_KO,
  'claude-code': TS_SDK_KO,
  cursor: TS_SDK_KO,
  cline: TS_SDK_KO,
  librechat: TS_SDK_KO,
  inspector: TS_SDK_KO,
  'mcp-remote': TS_SDK_KO,
  'gemini-cli': TS_SDK_KO,
  'mcp-proxy': TS_SDK_KO,
  supergateway: TS_SDK_KO,
  mcphub: TS_SDK_KO,
  openclaw: '번들 MCP 클라이언트의 목록 마감 시간이 TypeScript SDK 요청의 signal을 중단시키고, 그 요청은 notifications/cancelled를 보냅니다',
  codex: RUST_DEADLINE_KO('openai/codex#6127'),
  goose: RUST_DEADLINE_KO('aaif-goose/goose#1164'),
  zed: '요청 제한 시간이 지나면 이미 보낸 요청에 notifications/cancelled를 보내고, initialize에는 보내지 않습니다(crates/context_server/src/client.rs, queue_cancellation_if_issued)',
  'python-sdk-v2': 'Python SDK 2.x의 요청 제한 시간을 쓰며, 이 제한 시간은 notifications/cancelled를 보냅니다(initialize에는 보내지 않음)',
  langchain4j: 'langchain4j의 DefaultMcpClient로, 도구 실행 제한 시간이 지나면 그 호출에 notifications/cancelled를 보냅니다',
};

const request = (method: string, target: string | null, id: string | number | null): string =>
  `${method}${target ? ` ${target}` : ''}${id === null ? '' : ` (ID ${JSON.stringify(id)})`}`;

function via(v: string): string {
  switch (v) {
    case 'notification':
      return 'notifications/tasks/status';
    case 'create':
      return 'CreateTaskResult';
    default:
      return `${v} 응답`;
  }
}

export const koDiagnose: DiagnoseMessages = {
  request,
  hostSubject: (method, target, id) => (id === null ? `${method}${target ? ` ${target}` : ''}` : request(method, target, id)),
  knownLimit: (ms, layer, label) => (layer !== null ? KNOWN_LIMITS_KO[`${ms}:${layer}`] : undefined) ?? KNOWN_LIMITS_KO[String(ms)] ?? label,
  hostClientBasis: (host, basis) => HOST_BASIS_KO[host] ?? basis,

  evidence: {
    hostLogRequest: (text) => `호스트 로그: "${text}"`,
    requestSent: (req, from) => `${subj(from)} 보낸 ${req} 요청`,
    cancelAfterResponse: '응답이 온 뒤에야 취소가 도착함: 취소된 것 없음',
    result: (ms) => (ms !== null ? `${d(ms)} 뒤 결과 응답` : '결과 응답'),
    errorResponse: (ms, basis) => `${pre(ms)}오류 응답: ${basis}`,
    shutDownDeliberately: (from) => `${subj(from)} 의도적으로 연결을 종료함`,
    progressPastCap: (capMs) => `전체 상한 ${d(capMs)}을 넘겨 도착한 진행 알림: TypeScript SDK는 여기서 호출자에게 오류("Maximum total timeout exceeded")를 돌려주고 서버에는 아무것도 보내지 않음`,
    staleCancelAfterResult: '결과 응답 뒤, 남아 있던 요청별 타이머가 보낸 뒤늦은 취소',
    cancelSignal: (kind, by, reason, elapsedMs) => {
      const how =
        kind === 'notification'
          ? `notifications/cancelled${reason !== null ? ` (사유 "${reason}")` : ' (사유 없음)'}`
          : `${subj(by ?? 'client')} 요청의 SSE 스트림을 닫음${reason ? ` (${reason})` : ''}`;
      return `취소 신호: ${how}${elapsedMs !== null ? `, 요청 ${d(elapsedMs)} 뒤` : ''}`;
    },
    notificationOnModernHttp: '2026-07-28 Streamable HTTP에서 정의된 취소 신호는 이 알림이 아니라 요청 스트림을 닫는 것임',
    freeTextReason: (reason) => `자유 형식 사유 "${reason}": SDK 타이머가 아니라 애플리케이션이나 사람이 쓴 문구`,
    truncatedReason: '호스트 로그가 취소 사유를 잘라내서("…[N chars truncated]…") 사유를 읽을 수 없음',
    lastResetBeforeCap: (sinceResetMs) => `상한 전 마지막 진행 알림: 여기서 다시 설정된 타이머가 ${d(sinceResetMs)} 뒤 뒤늦은 취소를 보냄`,
    resultAfterCancel: (gapMs) => `취소 ${gapMs !== null ? `${d(gapMs)} ` : ''}뒤 결과 응답이 도착함: 서버가 작업을 수행함`,
    cancelAck: (basis) => `오류 ${basis}: 서버가 취소를 확인함`,
    refusedUnnamed: (basis) => `이 요청이 도착한 직후 요청을 가리키지 않는 오류 ${basis}: 응답 측이 이 요청을 거부함(요청 측은 ID로 대응시킬 수 없었음)`,
    refusedInventedId: (basis) => `어떤 요청의 ID도 아닌 ID로 온 오류 ${basis}, 응답 측이 요청을 읽을 수 없었다고 함: 열려 있던 유일한 요청인 이 요청과 대응시킴(요청 측은 ID로 대응시킬 수 없었음)`,
    answerAfterGaveUp: (gapMs, error) =>
      `요청자가 기다림을 멈춘 ${gapMs !== null ? `${d(gapMs)} ` : ''}뒤 ${error === null ? '결과 응답' : `오류 응답(${error})`}이 도착함: 아무도 받지 않은 늦은 응답`,
    errorAfterCancel: (gapMs, basis) => `취소 ${gapMs !== null ? `${d(gapMs)} ` : ''}뒤 오류 응답: ${basis}`,
    keptSending: '취소 뒤에도 서버가 이 요청의 진행 알림·로그 메시지를 계속 보냄',
    hostLogNoCancel: (text, sdk) => `호스트 로그: "${text}" (${sdk}) — 주고받은 메시지에는 취소 신호 없음`,
    sentAgain: (id, gapMs) => `이 요청이 아직 진행 중인데${gapMs !== null ? ` ${d(gapMs)} 뒤` : ''} 같은 호출을 다시 보냄(ID ${JSON.stringify(id)})`,
    errorBody: (code, message) => `이 요청의 HTTP 교환에 요청 ID 없는 오류 본문: ${code ?? '?'} "${message ?? ''}"`,
    httpStatus: (status, ms, body) => `HTTP ${status}${ms !== null ? ` (${d(ms)} 뒤)` : ''}${body ? `: ${body}` : ''}`,
    intervalMatches: (label) => `시간 간격이 맞는 제한: ${label}`,
    lastProgress: '마지막 진행 알림: 이 시점까지 서버가 작업 중이었음',
    closedBy: (by) => `${subj(by)} 닫음`,
    afterRequest: (ms) => `요청 ${d(ms)} 뒤`,
    idle: (ms) => `유휴 ${d(ms)}`,
    keepalives: (n) => (n > 0 ? `keep-alive ${n}개 확인` : 'keep-alive 없음'),
    firstCut: (by, afterMs, error, resumes) =>
      `요청의 응답 스트림이 먼저 끊김(${subj(by)} 닫음${afterMs !== null ? `, 요청 ${d(afterMs)} 뒤` : ''}${error ? `, ${error}` : ''}); 뒤이은 스트림 ${resumes}개도 응답 없이 끝남`,
    resumeRefused: (refusal) => `클라이언트의 재개 요청${refusal}: 세션 재개에 실패했고 호출은 스트림과 함께 유실됨`,
    streamEnded: (resumed, details, ruleKey, meaning) =>
      `${resumed ? '마지막으로 재개한 ' : ''}응답 스트림이 응답 전에 끝남(${details.join(', ')}): ${ruleKey} 규칙으로는 ${meaning}에 해당함`,
    idleMatches: (label) => `유휴 시간이 중간 장비의 유휴 제한 시간과 맞음: ${label}`,
    transportClosed: (elapsedMs, parts) =>
      `요청 처리 중에 연결이 닫힘${elapsedMs !== null ? `, 요청 ${d(elapsedMs)} 뒤` : ''}${parts.length ? ` (${parts.join(', ')})` : ''}`,
    exitCode: (code) => `종료 코드 ${code}`,
    signal: (signal) => `시그널 ${signal}`,
    killedBy: (signal) => `${signal} 시그널로 강제 종료됨`,
    captureText: (text) => `"${text}"`,
    crashed: (note) => `서버 비정상 종료: ${note}`,
    hostLogTimer: (text) => `호스트 로그: "${text}" — 요청자의 타이머가 만료됐고 취소 신호는 보내지 않음`,
    hostLogPhrase: (text, phrase) => `호스트 로그: "${text}" (${phrase})`,
    initializedAfter: () => '클라이언트가 이 세션에서 notifications/initialized를 보냄: initialize 결과를 받은 뒤에만 보내므로 서버는 응답했음(응답 자체는 기록되지 않음)',
    initializedBefore: () => '클라이언트가 포기하기 전에 notifications/initialized를 보냄: initialize 결과를 받은 뒤에만 보내므로 서버는 응답했음',
    taskCreated: (taskId) => `즉시 응답으로 작업(${taskId})이 생성됨: 요청의 결과는 이 응답이 아니라 작업을 따름`,
    tasksCancelSent: (id, from, atMs) => `${subj(from)}${at(atMs)} tasks/cancel을 보냄(ID ${JSON.stringify(id)}): 작업을 취소하는 정식 방법`,
    taskMoved: (status, message) => `서버가 작업 상태를 바꿈: ${status ?? 'cancelled'}${message ? ` ("${message}")` : ''}`,
    tasksCancelRefused: (code, message) => `tasks/cancel이 거부됨(${code ?? '?'} ${message ?? ''}): 작업이 이미 끝난 상태였음`,
    taskNotificationCancel: (reason, atMs) =>
      `이미 작업으로 응답된 요청에 대한 notifications/cancelled${reason !== null ? ` (사유 "${reason}")` : ''}${atParen(atMs)}: 2025-11-25에서는 이 알림으로 작업이 취소되지 않음(tasks/cancel을 써야 함)`,
    taskStillReached: (status, atMs, v) => `그래도 작업이${at(atMs)} ${status} 상태가 됨(${via(v)})`,
    taskStillWorking: (v) => `취소 뒤에도 작업이 계속 진행 중이었음(${via(v)})`,
    tasksResult: (id, error, atMs) => `tasks/result(ID ${JSON.stringify(id)})가 원래 요청의 ${error ? '오류' : '결과'}를 전달함${atParen(atMs)}`,
    taskReached: (status, message, atMs, v) => `작업이${at(atMs)} ${status} 상태가 됨${message ? ` ("${message}")` : ''}(${via(v)})`,
    taskLastSeen: (status, atMs, v) => `마지막으로 확인된 작업 상태: ${status}${atParen(atMs)}(${via(v)})`,
    taskNothingAfter: '그 뒤로 작업이 어떻게 됐는지 보여 주는 기록이 없음',
    taskTransportClosed: (atMs, taskId) => `작업(${taskId})이 끝나지 않은 상태에서${at(atMs)} 연결이 닫힘`,
    taskGone: (code, message, atMs, ttlMs) =>
      `서버가 더 이상 작업을 알지 못함${atParen(atMs)}: ${code ?? '?'} ${message ?? ''}${ttlMs !== null ? ` (생성 시점부터 센 ttl ${d(ttlMs)}이 지남)` : ''}`,
    lastLook: (atMs, polls, quietMs, pollIntervalMs) =>
      `요청자가 마지막으로 작업을 확인한 시점${atParen(atMs)}${polls > 0 ? `, tasks/get 폴링 ${polls}회` : ''}; 그 뒤 ${d(quietMs)} 동안 다시 폴링하지 않은 채 캡처가 이어짐(pollInterval ${pollIntervalMs !== null ? d(pollIntervalMs) : '지정 안 됨'})`,
  },

  streamMeaning: (meaning) => MEANING[meaning] ?? meaning,

  missing: {
    protocolVersion:
      '프로토콜 버전(initialize 교환 또는 MCP-Protocol-Version 헤더): 닫힌 스트림이 취소인지(2026-07-28) 연결 끊김인지(이전 버전)를 이 값으로 판단함. 이번에는 구버전 규칙을 가정함',
    noClock: '시각 정보: 캡처에 이 요청의 시각이 없어 시간 간격을 잴 수 없고 제한 시간과 맞춰 볼 수도 없음',
    answerNotLogged: 'initialize 응답 자체: 캡처에는 클라이언트가 그것을 받았다는 것(notifications/initialized)만 있고 그 내용은 없음',
    whatEnded: '이 요청이 끝난 이유: 캡처에 응답도, 취소도, 연결 종료도 없음',
    gatewayAnswered: '이 요청의 서버 쪽 로그: 중간 장비가 대신 응답했으므로 서버는 작업을 했을 수도 있음',
    cancelAckUnseen: '이 오류가 확인해 준 취소 신호: 캡처에 없음(요청자 쪽도 캡처하세요)',
    cancelUnseen: '이 응답 전에 요청자가 보낸 취소 신호와 그 이유: 캡처에 없음(요청자 쪽도 캡처하세요)',
    requesterErrorText: '이 오류를 쓴 쪽: 요청자 쪽 SDK의 오류 문구라서(브리지나 프록시가 자기 타이머나 취소를 전달한 것) 서버는 작업을 했을 수도 있음',
    whoEndedConnection:
      '연결을 끊은 쪽: Python SDK 서버는 stdin이 닫히면 이 오류를 직접 보내고 작업을 멈추지만, 브리지나 프록시는 자기 상위 연결이 닫혔을 때 이 오류를 전달함(이 경우 서버가 작업을 했는지는 알 수 없음)',
    configuredTimeout: '설정된 요청 제한 시간(--timeout <ms>로 지정): 시간 간격이 알려진 제한 시간과 맞지 않음',
    whyCancelledTruncated: '클라이언트가 취소한 이유: 호스트 로그가 사유를 잘랐고 시점도 알려진 제한 시간과 맞지 않음(타이머를 설정했다면 --timeout <ms>로 지정하세요)',
    whyCancelledNoReason: '클라이언트가 취소한 이유: 취소 신호에 사유가 없고 시점도 알려진 제한 시간과 맞지 않음(타이머를 설정했다면 --timeout <ms>로 지정하세요)',
    whetherFinished: '작업이 끝났는지: 서버는 취소 뒤에도 작업을 계속했지만 결과 응답은 캡처되지 않음. 서버 쪽 로그나 외부 결과를 확인하세요',
    serverLogMust: '이 요청의 서버 쪽 로그: 취소 뒤에 서버는 더 이상 메시지를 보내면 안 되므로(MUST NOT), 메시지가 없다고 해서 서버가 멈췄다고 볼 수 없음',
    serverLogSilence: '이 요청의 서버 쪽 로그: 취소 뒤의 기록만으로는 서버가 멈췄는지 작업을 끝냈는지 알 수 없음',
    neverToldToStop: '서버가 작업을 했는지: 서버는 멈추라는 신호를 받지 못함. 서버 쪽 로그나 외부 결과를 확인하세요',
    whyGaveUp: '요청자가 기다리기를 그만둔 이유: 취소도 오류 문구도 캡처되지 않음',
    neverToldShort: '서버가 작업을 했는지: 서버는 멈추라는 신호를 받지 못함',
    http404NoId: '이 요청의 서버 쪽 로그: 404 응답에 요청 ID가 없어 호출이 처리 단계까지 갔는지 캡처로는 알 수 없음(알 수 없는 세션은 보통 작업 전에 거부됨)',
    intermediaryCut: '이 요청의 서버 쪽 로그: 중간 장비는 서버가 작업 중이어도 오래 걸리는 요청을 끊음',
    restOfCapture: '나머지 캡처(또는 서버 쪽 로그): 캡처가 끝날 때 요청이 아직 진행 중이었음',
    resumedStream: (id) => `재개된 스트림(${id}): 캡처에 없어서 응답이 전달됐는지 알 수 없음`,
    afterPollingClose: '나머지 캡처: 폴링을 위해 스트림이 닫히면 클라이언트는 재시도 대기 시간 뒤에 GET + Last-Event-ID로 다시 연결함',
    neverDelivered: '이 요청의 서버 쪽 로그: 응답이 전달되지 않아 작업이 끝났는지 알 수 없음',
    notAskedToStop: '이 요청의 서버 쪽 로그: 서버는 멈추라는 요청을 받지 않았으므로 작업을 끝냈을 수 있음',
    howFarTransport: (crashed) =>
      `서버가 작업을 했는지: ${crashed ? '서버가 비정상 종료됐지만 ' : ''}연결이 닫히기 전까지 작업이 어디까지 진행됐는지 캡처에 나오지 않음. 서버 쪽 로그나 외부 결과를 확인하세요`,
    hostOnlyOwnSide: '서버가 한 일: 호스트 로그에는 호스트 쪽 기록만 있음. 서버 로그나 외부 결과를 보면 알 수 있음',
    startBeforeCapture: '요청이 시작된 시각: 요청을 보낸 뒤부터 캡처가 시작됨',
    noMessageBodies: 'JSON-RPC 메시지: 이 호스트의 로그에는 메시지 본문이 없음(메시지 단위로 보려면 `mcp-triage record`로 세션을 기록하세요)',
    taskWorkStopped:
      '작업 자체가 멈췄는지: 취소된 작업은 "MUST remain in cancelled status even if execution continues to completion or fails"이므로, 계속 실행됐는지는 서버 쪽 로그로만 알 수 있음',
    tasksCancelAnswer: 'tasks/cancel에 대한 응답: 이 응답이 없으면 작업이 취소됐는지 캡처로는 알 수 없음',
    taskFate: (taskId) => `작업(${taskId})의 최종 상태: notifications/cancelled로는 작업이 취소되지 않으므로 계속 실행됐을 가능성이 큼. tasks/get {taskId}로 확인할 수 있음`,
    tasksResultAnswer: 'tasks/result 응답: 작업은 완료됐지만 그 결과가 캡처에 없음',
    whoCancelledTask: (taskId) => `작업(${taskId})을 취소한 쪽: 캡처에 이 요청자가 보낸 tasks/cancel이 없음`,
    taskFateTtl: (taskId) => `작업(${taskId})의 최종 상태: ttl이 남아 있는 동안 tasks/get {taskId}로 확인할 수 있음`,
    taskAfterClose: (taskId) => `작업(${taskId})의 최종 상태: 연결이 닫힌 뒤에도 서버가 끝까지 실행했을 수 있음`,
    taskWorkAfterGone: (taskId) =>
      `서버가 작업(${taskId})을 버린 뒤에도 작업이 계속됐는지: 서버 로그(결과 저장을 거부한 작업 저장소, 예: TypeScript SDK의 "Task with ID … not found")나 작업의 외부 결과로 확인할 수 있음`,
    whyStoppedPolling: '요청자가 폴링을 멈춘 이유: tasks/cancel도 다른 신호도 보내지 않음',
    stillPolling: '나머지 캡처: 캡처가 끝날 때 요청자는 아직 작업을 폴링하고 있었음',
  },

  pendingWhy: {
    progress: '서버는 아직 진행 알림을 보내고 있었습니다',
    pollingResumed: '서버가 프라이밍 이벤트 뒤에 스트림을 닫았고(2025-11-25 폴링) 클라이언트가 이어 받았지만, 이어 받은 스트림은 캡처에 없습니다',
    pollingNotYet: '서버가 프라이밍 이벤트 뒤에 스트림을 닫았고(정상적인 2025-11-25 폴링), 클라이언트가 이어 받기 전에 캡처가 끝났습니다',
    taskPolling: (taskId, status, atMs) => `요청자는 이 요청으로 생성된 작업(${taskId})을 아직 폴링하고 있었습니다(마지막 상태 ${status}${atMs !== null ? `, +${d(atMs)}` : ''})`,
  },

  afterSignal: {
    completed: (gapMs) => `그런데도 서버는 작업을 수행했습니다(취소 ${gapMs !== null ? `${d(gapMs)} ` : ''}뒤 결과 응답 도착)`,
    stopped: '서버는 취소를 확인하고 작업을 멈췄습니다',
    failed: (gapMs) => `서버는 취소 ${gapMs !== null ? `${d(gapMs)} ` : ''}뒤 오류로 응답했습니다`,
    continued: (file, line) => `서버는 취소 뒤에도 작업을 계속했고(마지막 메시지 ${file}:${line}) 결과 응답은 캡처되지 않았습니다`,
    unknown: '그 뒤의 기록만으로는 서버가 멈췄는지 작업을 끝냈는지 알 수 없습니다',
  },

  summary: {
    answerNoCallerHeld: (cancelled) =>
      cancelled
        ? '요청자가 이미 놓은 ID에 대한 응답이 왔습니다. 요청자의 SDK는 취소할 때만 ID를 놓습니다'
        : '기다리는 호출이 없는 ID에 대한 응답이 왔습니다. 타이머가 ID를 버렸는지, 호출자가 아직 기다리는데 클라이언트가 응답을 잃었는지는 로그에 나오지 않습니다',
    noEnd: (req) => `${req} 요청에 대한 응답, 취소, 연결 종료가 하나도 캡처되지 않았는데 캡처는 계속 이어졌습니다. 요청자가 이유를 남기지 않고 기다리기를 그만둔 것으로 보입니다.`,
    completed: (req, ms) => `${req} 요청이 ${ms !== null ? `${d(ms)} 만에 ` : ''}완료됐습니다.`,
    sessionExpired: (req, basis) => `서버가 더 이상 세션을 알지 못해(${basis}) ${req} 요청은 실행되지 않고 거부됐습니다. 클라이언트는 initialize로 새 세션을 시작해야 합니다.`,
    gatewayAnswered: (req, basis, ms) =>
      `서버 대신 중간 장비가 ${req} 요청에 응답했습니다(${basis}${ms !== null ? `, ${d(ms)} 뒤` : ''}). 서버가 작업을 했는지는 캡처에 나오지 않습니다.`,
    cancelAckUnseen: (req, basis) => `서버가 ${req} 요청에 취소 확인 응답을 보냈습니다(${basis}). 이 응답은 요청자가 취소했을 때만 오므로 요청자가 취소한 것이지만, 취소 신호와 그 이유는 캡처에 없습니다.`,
    resultAfterRequesterLetGo: (req, ms) =>
      `서버는 ${req} 요청에 결과를 보냈지만${after(ms)}, 요청자는 이미 그 ID를 놓은 뒤였습니다("unknown message ID"). 요청자의 SDK는 취소할 때만 ID를 놓으므로, 작업은 끝났고 응답은 버려졌습니다.`,
    requesterErrorText: (req, message, ms, userCancel) =>
      `${req} 요청에 오류 "${message}"가 돌아왔습니다${after(ms)}. 요청자 쪽 SDK의 오류 문구가 메시지로 실린 것이라, 브리지나 프록시가 자기 ${userCancel ? '취소' : '타이머 만료'}를 전달했을 가능성이 큽니다.`,
    serverError: (req, ms, basis) => `서버가 ${req} 요청에 ${pre(ms)}오류로 응답했습니다: ${basis}.`,
    discoverRejected: (req, ms, basis) =>
      `서버가 버전 확인 요청 ${req}에 ${pre(ms)}오류로 응답했습니다: ${basis}. 2026-07-28 이전 프로토콜 버전의 서버는 server/discover를 모르므로 클라이언트는 initialize로 넘어갑니다. 이것만으로는 세션의 실패가 아닙니다.`,
    closedAnswerStopped: (from, deliberate, req, message, ms) =>
      `${subj(from)} ${req} 요청이 처리 중인데 취소하지 않고 ${deliberate ? '의도적으로 ' : ''}연결을 닫았습니다. 그 뒤 서버가 오류 "${message}"로 응답했는데${after(ms)}, 이는 Python SDK 서버가 stdin이 닫혔을 때 하는 동작입니다. 서버가 핸들러를 취소했으므로 작업은 중단됐습니다.`,
    closedAnswer: (req, message, ms) => `${req} 요청에 오류 "${message}"가 돌아왔습니다${after(ms)}. 요청 처리 중에 연결이 닫혔습니다.`,
    capBeforeResult: (req, capMs, resultMs) =>
      `요청자는 전체 상한 ${d(capMs)}에 이르자 아무것도 보내지 않고 ${req} 요청을 포기했습니다(TypeScript SDK maxTotalTimeout). 그래서 서버는 작업을 완료했지만, 요청 ${d(resultMs)} 뒤에 도착한 결과 응답은 버려졌습니다.`,
    cancelled: (from, req, elapsedMs, byNotification, cause, limitMs, afterText) => {
      const lim = limitMs !== null ? `(${d(limitMs)})` : '';
      const causeText: Record<string, string> = {
        'client-timeout': `원인은 요청자 자신의 요청 타이머 만료입니다${lim}.`,
        'max-total-timeout': `진행 알림으로 요청별 타이머가 연장되고 있었지만 전체 상한${lim}에 도달했습니다.`,
        'user-cancel': '사람이나 애플리케이션이 취소를 요청했습니다.',
        'client-cancel': '캡처만으로는 취소한 이유를 알 수 없습니다.',
      };
      return `${subj(from)} ${req} 요청을 ${elapsedMs !== null ? `${d(elapsedMs)} 만에 ` : ''}${byNotification ? 'notifications/cancelled로' : '요청 스트림을 닫아'} 취소했습니다. ${causeText[cause] ?? `${cause}.`} ${afterText}.`;
    },
    gaveUpSilently: (req, userCancel) =>
      `요청자가 취소 신호를 보내지 않고 ${req} 요청을 더 기다리지 않았습니다(${userCancel ? '사용자 취소' : '요청자 자신의 타이머 만료'}). 그래서 서버는 멈추라는 신호를 받지 못했습니다.`,
    retriedSilently: (req, timerMs) =>
      `요청자가 ${req} 요청이 아직 진행 중인데 취소하지 않고 같은 요청을 다시 보냈습니다. 말없이 기다리기를 포기한 것입니다${timerMs !== null ? `(재시도 시점 ${d(timerMs)}이 요청자의 타이머로 보입니다)` : ''}.`,
    httpSessionExpired: (req, status) => `서버가 더 이상 세션을 알지 못해(HTTP ${status}) ${req} 요청은 실행되지 않고 거부됐습니다. 클라이언트는 initialize로 새 세션을 시작해야 합니다.`,
    httpGateway: (req, status, ms, label) =>
      `서버 대신 중간 장비가 ${req} 요청에 HTTP ${status} 응답을 보냈습니다${after(ms)}.${label !== null ? ` 시점이 알려진 제한 시간과 맞습니다(${label}).` : ''} 서버가 작업을 했는지는 캡처에 나오지 않습니다.`,
    httpRejected: (req, status, ms) => `서버가 ${req} 요청을 HTTP ${status} 응답으로 거부했습니다${after(ms)}.`,
    pending: (req, why) => `${req} 요청은 캡처가 끝날 때 아직 진행 중이었습니다.${why ? ` ${why}.` : ''}`,
    refusal: (status, err, attempts) => {
      const what = err ? ` ${err.code ?? ''} "${err.message ?? ''}"`.replace(/^ {2}/, ' ') : '';
      return `(GET + Last-Event-ID)은 HTTP ${status ?? '?'}${what} 응답으로 거부됐습니다${attempts > 1 ? `(${attempts}회 시도)` : ''}`;
    },
    streamCut: (req, by, afterMs, refusal, resumes) =>
      `${req} 요청의 응답 스트림이 응답 전에 끝났습니다(${by !== null ? `${subj(by)} 닫음` : '닫은 쪽 모름'}${afterMs !== null ? `, ${d(afterMs)} 뒤` : ''})${
        refusal !== null
          ? `. 클라이언트의 재개 요청${refusal}. 그래서 응답은 스트림과 함께 유실됐습니다(호출자는 오류를 보지 못했습니다)`
          : resumes > 0
            ? `. 재개 시도 ${resumes}회도 응답 없이 끝났습니다`
            : ''
      }`,
    pollingLost: (req) => `서버가 프라이밍 이벤트 뒤에 ${req} 요청의 스트림을 닫았지만(2025-11-25 폴링), 클라이언트가 GET + Last-Event-ID로 이어 받지 않아 응답이 유실됐습니다.`,
    streamLost: (cut, proxy, clientTimerMs, legacy) => {
      const parts = [cut];
      if (proxy) parts.push(`스트림은 ${d(proxy.idleMs)} 동안 유휴 상태였고, 이는 프록시를 가리키는 제한 시간과 맞습니다(${proxy.label})`);
      if (clientTimerMs !== null) parts.push(`클라이언트가 ${d(clientTimerMs)} 시점에 닫았으므로 클라이언트 자신의 타이머로 보입니다`);
      parts.push(
        legacy
          ? 'notifications/cancelled를 보내지 않았으므로 이 버전에서는 취소가 아니라 연결 끊김이며, 서버는 멈추라는 요청을 받지 않았습니다'
          : '2026-07-28에서는 스트림이 끊기면 요청이 유실되므로 클라이언트가 새 ID로 다시 보내야 합니다',
      );
      return `${parts.join('. ')}.`;
    },
    gaveUpThenClosed: (req) => `요청자가 취소 신호를 보내지 않고 자신의 타이머 만료로 ${req} 요청을 포기했고, 그 뒤 연결이 닫혔습니다.`,
    shutDown: (from, req) => `${subj(from)} ${req} 요청이 처리 중인데 취소하지 않고 의도적으로 연결을 종료했습니다.`,
    sseChannelClosed: (by, req, elapsedMs) => {
      const facts = [by ? `${subj(by)} 닫음` : null, elapsedMs !== null ? `요청 ${d(elapsedMs)} 뒤` : null].filter((x): x is string => x !== null);
      return `모든 응답을 실어 나르는 HTTP+SSE GET 스트림이 ${req} 요청 처리 중에 닫혔습니다${facts.length ? `(${facts.join(', ')})` : ''}. 이 요청의 POST는 이미 수락(202)됐으므로 응답이 돌아올 다른 길이 없고, 다시 연결하면 새 세션이 열려 이 응답을 받을 수 없습니다. 취소 신호는 보내지 않았습니다.`;
    },
    transportClosed: (req, elapsedMs, crash) =>
      `${req} 요청 처리 중에 연결이 닫혔습니다${elapsedMs !== null ? `(요청 ${d(elapsedMs)} 뒤)` : ''}.${crash ? ` 서버가 비정상 종료됐지만(${crash}) 작업이 어디까지 진행됐는지는 알 수 없습니다.` : ''} 취소 신호는 보내지 않았습니다.`,
    hostSaid: (subject, why) => `${subject} 요청은 ${why}`,
    answerAfterGaveUp: (said, gapMs, state) =>
      `${said} 서버의 응답은 그 ${gapMs !== null ? `${d(gapMs)} ` : ''}뒤에 왔고 아무도 받지 않았습니다: ${
        state === 'completed'
          ? '서버는 그래도 작업을 수행했으므로, 다시 시도하면 작업이 두 번 실행될 수 있습니다.'
          : state === 'failed'
            ? '서버는 요청을 실패로 끝냈습니다.'
            : state === 'stopped'
              ? '서버는 작업을 멈췄습니다.'
              : '작업에 대해 무엇을 말하는지는 알 수 없습니다.'
      }`,
    taskCancelAcked: (from, taskId, req, atMs, status) =>
      `${subj(from)}${at(atMs)} tasks/cancel로 ${req} 요청의 작업(${taskId})을 취소했습니다. 서버가 취소를 확인했으므로(상태 ${status}) 결과는 전달되지 않습니다. 다만 작업 자체는 백그라운드에서 계속 실행됐을 수 있습니다(규격상 실행이 계속돼도 작업은 cancelled 상태로 남습니다).`,
    taskCancelNoAnswer: (from, taskId, req, atMs) => `${subj(from)}${at(atMs)} tasks/cancel로 ${req} 요청의 작업(${taskId})을 취소했습니다. 이에 대한 응답은 캡처에 없습니다.`,
    taskWrongCancel: (from, req, atMs, taskId, went) =>
      `${subj(from)}${at(atMs)} notifications/cancelled로 ${req} 요청을 포기했지만, 이 요청은 이미 작업(${taskId})이 되어 있었고 이 알림으로는 작업이 취소되지 않습니다. ${went}. 결과는 끝내 가져오지 않았습니다.`,
    taskWent: (status, atMs) => `작업은 계속 진행되어${at(atMs)} ${status} 상태가 됐습니다`,
    taskWentWorking: '작업은 계속 진행됐습니다',
    taskCompleted: (req, taskId, atMs) => `${req} 요청은 작업(${taskId})으로 실행되어 완료됐고, tasks/result가 결과를 전달했습니다${atParen(atMs)}.`,
    taskFailedResult: (req, taskId, code, message) => `${req} 요청은 작업(${taskId})으로 실행되어 실패했습니다. tasks/result 응답: ${code ?? '?'} ${message ?? ''}.`,
    taskCompletedNoResult: (req, taskId, atMs) => `${req} 요청은 작업(${taskId})으로 실행되어 완료됐지만${atParen(atMs)}, 결과를 가져온 기록은 캡처에 없습니다.`,
    taskFailed: (req, taskId, atMs, message) => `${req} 요청은 작업(${taskId})으로 실행되어 실패했습니다${atParen(atMs)}${message ? `: ${message}` : ''}.`,
    taskCancelledElsewhere: (req, taskId, atMs) =>
      `${req} 요청은 작업(${taskId})으로 실행됐고${atParen(atMs)} 취소됐지만, 이 요청자가 보낸 tasks/cancel은 캡처에 없습니다.`,
    taskTransportClosed: (atMs, taskId, req, status) =>
      `${req} 요청의 작업(${taskId})이 ${status} 상태일 때${at(atMs)} 연결이 닫혔습니다. 요청자는 더 이상 작업을 폴링하거나 결과를 가져올 수 없고, 취소 신호는 보내지 않았습니다.`,
    taskGone: (req, taskId, atMs, status, ttlMs) =>
      `${req} 요청은 작업(${taskId})으로 실행됐는데, 마지막으로 ${status} 상태였던 작업을 서버가${at(atMs)} 더 이상 알지 못했습니다${ttlMs !== null ? `. 생성 시점부터 센 ttl ${d(ttlMs)}이 작업이 끝나기 전에 지났습니다` : ''}. 요청자의 호출은 그 오류로 끝났고, 작업은 계속되어 결과가 버려졌을 수 있습니다.`,
    stoppedPolling: (from, taskId, req, atMs, status, fate) =>
      `${subj(from)} ${req} 요청의 작업(${taskId})이 ${status ?? '끝나지 않은'} 상태일 때${at(atMs)} tasks/cancel 없이 폴링을 멈췄습니다. ${fate}. 결과는 끝내 가져오지 않았습니다.`,
  },

  hostWhy: {
    completed: '호스트 로그에 따르면 완료됐습니다.',
    sendLost: (error) => `유실됐습니다. 요청을 실어 보낸 HTTP 교환이 실패했습니다("${error}"). 서버가 요청을 받았는지는 알 수 없습니다.`,
    cancelledByClose: (closed, text) => `유실됐습니다. 연결이 닫혔고("${closed}"), 호스트는 이 요청을 "${text}"(으)로 거부했습니다.`,
    cancelled: (error) => `호스트나 사용자가 취소했습니다${error ? `("${error}")` : ''}.`,
    sessionNotFound: '실패했습니다. 서버가 더 이상 세션을 알지 못했습니다(Session not found).',
    sessionGoneAfterAccept: '유실되었습니다. 서버가 메시지를 받아들인(202) 뒤에야 세션이 이미 닫힌 것을 알았으므로, 메시지는 처리기에 닿지 못했고 어떤 응답도 요청자에게 닿을 수 없었습니다.',
    connectionClosed: (exitCode, error) =>
      `처리 중에 서버와의 연결이 닫혀 유실됐습니다${exitCode !== null ? `(프로세스 종료 코드 ${exitCode})` : ''}${error ? `("${error}")` : ''}.`,
    hostDeadline: (afterMs, connection) =>
      `${pre(afterMs)}호스트 자체의 마감 시간에 걸려 시간초과됐습니다. 호스트는 ${connection ? '연결 자체를 포기했습니다(취소하지 않고 연결을 닫습니다)' : '서버에 알리지 않고 기다리기를 그만뒀습니다'}.`,
    timerSentCancel: (afterMs) => `${pre(afterMs)}요청자의 타이머가 만료돼 서버에 취소 알림(notifications/cancelled)을 보냈습니다.`,
    timerCancels: (afterMs, host, basis) =>
      `${pre(afterMs)}호스트의 요청 타이머가 만료되어 시간초과됐습니다. ${host} 호스트는 ${basis}. 따라서 서버에 멈추라는 신호가 갔겠지만, 이 로그에는 그 메시지가 보이지 않습니다.`,
    timerNoCancel: (afterMs, host, basis) =>
      `${pre(afterMs)}호스트의 요청 타이머가 만료되어 시간초과됐습니다. ${basis !== null ? `${host} 호스트는 ${basis}. 따라서 서버는 멈추라는 신호를 받지 못했습니다.` : `${host} 호스트가 서버에 멈추라고 알렸는지는 알 수 없습니다.`}`,
    http404: 'HTTP 404 응답으로 실패했습니다. 서버가 더 이상 세션을 알지 못했습니다.',
    httpGateway: (status) => `HTTP ${status} 응답으로 실패했습니다. 서버 대신 중간 장비가 응답했습니다.`,
    httpRefused: (status) => `HTTP ${status} 응답으로 거부됐습니다.`,
    httpFailed: (status) => `HTTP ${status} 응답으로 실패했습니다.`,
    httpMeaning: {
      'host-refused': '여기서 HTTP 421은 Python SDK의 전송 보안이 Host 헤더를 거부한 것입니다(DNS 리바인딩 보호). 클라이언트가 쓰는 호스트를 서버의 허용 호스트에 추가하세요.',
      'not-acceptable': 'HTTP 406은 서버가 Accept 헤더를 거부한 것입니다. Streamable HTTP는 클라이언트가 application/json과 text/event-stream을 모두 받아야 합니다.',
      'method-not-allowed': 'HTTP 405: 그 경로의 엔드포인트는 이 메서드를 받지 않습니다.',
      redirected: '메시지는 어느 핸들러에도 닿지 않았습니다(흔히 마운트가 끝에 슬래시가 붙은 경로로 리디렉션: /mcp → /mcp/). 새 위치로 본문과 함께 POST를 다시 보내지 않는 클라이언트는 그 메시지를 전달하지 못합니다.',
    },
    httpRedirected: (status) => `HTTP ${status} 리디렉션으로 응답받았고, 캡처에는 새 위치로 다시 보낸 요청이 없습니다.`,
    answerUndelivered: (text) => `요청한 쪽이 요청을 포기했습니다. 서버 쪽은 응답을 갖고 있었지만 요청의 연결이 이미 끊겨 있었습니다("${text}"). 요청한 쪽이 왜 떠났는지는 알 수 없습니다.`,
    httpClientClosed: (status) => `클라이언트가 요청을 포기했습니다. 프록시가 HTTP ${status}를 기록했습니다(응답이 오기 전에 클라이언트가 연결을 닫음). 이유도, 서버가 작업을 마쳤는지도 알 수 없습니다.`,
    connectionUnder: (ms, text) => `${pre(ms)}실패했습니다. 처리 중에 연결이 닫혔습니다("${text}").`,
    sessionGone: (ms, text) => `${pre(ms)}실패했습니다. 서버가 더 이상 세션을 알지 못했습니다("${text}").`,
    gateway: (ms, text) => `${pre(ms)}실패했습니다. 중간 장비가 응답했습니다("${text}").`,
    streamCut: (ms, text) => `${pre(ms)}유실됐습니다. 응답 스트림이 끊겼습니다("${text}").`,
    cancelledText: (ms, text) => `${pre(ms)}취소됐습니다("${text}").`,
    lostUnder: (ms, stream, text) =>
      `${pre(ms)}유실됐습니다. 처리 중에 ${stream ? '응답 스트림' : '연결'}에 문제가 생겼습니다("${text}"). 서버가 작업을 했는지는 알 수 없습니다.`,
    handlerPanicked: (ms, text) =>
      `${pre(ms)}유실됐습니다. 서버의 핸들러가 요청을 처리하다 패닉을 일으켰고, HTTP 서버가 응답 없이 연결을 닫았습니다("${text}").`,
    failed: (ms, text, fromServer) =>
      `${pre(ms)}실패했습니다${text ? `: "${text}"` : ''}.${fromServer ? '' : ' 이 오류를 서버가 보냈는지 호스트 쪽에서 실패했는지는 문구만으로 알 수 없습니다.'}`,
    answerRefused: (ms, text) =>
      `${pre(ms)}호스트에서 실패했습니다: 서버는 응답을 보냈지만 호스트가 그 응답을 전달하지 않았습니다("${text}").`,
    refusedBeforeSend: (ms, text) =>
      `${pre(ms)}전송되기 전에 실패했습니다: 클라이언트 쪽이 호출을 스스로 거부했습니다("${text}"). 서버는 이 요청을 받지 않았습니다.`,
    closedOwnConnection: (ms, text) =>
      `${pre(ms)}포기되었습니다: 요청이 아직 열려 있는 상태에서 호스트가 자신의 연결을 닫았습니다("${text}", 클라이언트의 close()에서 발생). 타이머는 발동하지 않았고 취소 메시지도 보내지 않았습니다.`,
    refusedHandshake: (ms, text) =>
      `${pre(ms)}포기되었습니다: 호스트의 클라이언트가 핸드셰이크 응답 전에 온 서버의 첫 메시지를 거부하고("${text}") 연결을 끊었습니다. 타이머는 발동하지 않았고 취소 메시지도 보내지 않았습니다.`,
    refusedEndpoint: (ms, text) =>
      `${pre(ms)}실패했습니다: 서버의 이벤트 스트림이 다른 출처(origin)의 메시지 엔드포인트를 알렸고, 호스트의 클라이언트가 핸드셰이크를 보내기 전에 이를 거부했습니다("${text}"). 서버에는 요청이 전달되지 않았습니다.`,
    refusedStream: (ms, text) =>
      `${pre(ms)}실패했습니다: 호스트의 클라이언트가 핸드셰이크 전에 여는 이벤트 스트림을 서버가 거부했고("${text}"), 그래서 핸드셰이크는 전송되지 않았습니다. 서버가 그 밖에 무엇을 했는지는 보이지 않습니다.`,
    refusedInitResult: (ms, text) =>
      `${pre(ms)}실패했습니다: 서버가 핸드셰이크에 응답했지만 호스트의 클라이언트가 그 응답의 결과를 받아들이지 않고("${text}") 연결을 포기했습니다. 서버에서 온 오류는 없습니다.`,
    refusedToolList: (ms, text, outOfSpec) =>
      `${pre(ms)}실패했습니다: 서버가 도구 목록 요청에 응답했지만 호스트의 클라이언트가 그 도구들을 받아들이지 않았습니다("${text}"). ${outOfSpec ? '도구의 입력 스키마 유형이 모든 MCP 개정판이 요구하는 "object"가 아니므로 서버의 응답이 잘못되었습니다.' : '어느 쪽 스키마가 뒤처졌는지는 말해 주지 않습니다.'}`,
    refusedToolResult: (ms, type, outOfSpec) =>
      `${pre(ms)}실패했습니다: 서버가 호출에 응답했지만 콘텐츠 블록의 유형("${type}")을 호스트의 클라이언트 스키마가 받지 않아 응답이 거부되었습니다. ${outOfSpec ? '어느 MCP 개정판에도 없는 유형이므로 서버의 응답이 잘못되었습니다.' : '클라이언트가 아는 것보다 새 MCP 개정판의 유형이므로 클라이언트의 스키마가 오래된 것입니다.'}`,
    refusedVersion: (ms, text) =>
      `${pre(ms)}실패했습니다: 서버가 핸드셰이크에 응답했지만 호스트의 클라이언트가 지원하지 않는 프로토콜 버전이었습니다("${text}"). 클라이언트가 연결을 포기했습니다. 서버에서 온 오류는 없습니다.`,
    refusedAnswer: (ms, text) =>
      `${pre(ms)}실패했습니다: 서버가 응답했지만 호스트 쪽이 그 응답을 받아들이지 않았습니다("${text}"). 서버에서 온 오류는 없습니다.`,
    connectWithdrawn: (ms, text) =>
      `${pre(ms)}포기되었습니다: 호스트가 자신의 연결 시도를 취소했습니다("${text}"). 사람도 타이머도 언급되지 않았습니다. 연결은 회선상에서 취소되지 않으므로 서버에는 아무것도 보내지 않았고, 서버가 핸드셰이크를 마쳤을 수도 있습니다.`,
    jobCancelled: (ms, text) =>
      `${pre(ms)}포기되었습니다: 이 요청을 맡은 호스트 자신의 작업이 취소되었습니다("${text}"). 서버에 취소 메시지는 보내지 않았고, 왜 취소되었는지(기한, 설정 변경, 사용자)는 문구만으로 알 수 없습니다.`,
    relayedTimer: (ms, code, text) =>
      `${pre(ms)}실패했습니다: 요청자가 받은 오류 응답(${code})에 다른 쪽의 요청 시간 초과가 담겨 있습니다("${text}"). 중간의 프록시나 라우터가 시간 초과되어 그것을 전달한 것이며, 서버는 작업을 마쳤을 수도 있습니다.`,
  },

  basis: {
    capBeforeResult: (capMs) => `${d(capMs)} (--max-total-timeout) — 결과 응답 전에 상한을 넘겨 도착한 진행 알림이 있음`,
    reasonText: (reason, sdk) => `사유 문구 "${reason}"${sdk !== null ? ` (${sdk})` : ''}`,
    maxTotalReason: (capMs, reasonBasis) => `${d(capMs)} (--max-total-timeout); ${reasonBasis}`,
    maxTotalInterval: (capMs, elapsedMs) => `${d(capMs)} (--max-total-timeout) — 요청부터 취소까지 ${d(elapsedMs)}`,
    maxTotalStale: (capMs, sinceResetMs) => `${d(capMs)} (--max-total-timeout) — 이 취소는 SDK의 요청별 타이머가 뒤늦게 만료된 것으로, 상한 전 마지막 진행 알림 ${d(sinceResetMs)} 뒤에 나옴`,
    intervalOnly: (elapsedMs, sinceProgressMs, reasonBasis) =>
      `요청 ${d(elapsedMs)} 뒤${sinceProgressMs !== null ? `, 마지막 진행 알림 ${d(sinceProgressMs)} 뒤(진행 알림마다 타이머가 초기화된다면 이것이 제한 시간)` : ''}; 설정값이나 알려진 제한 시간과 맞지 않음${reasonBasis ? `; ${reasonBasis}` : ''}`,
    stated: (ms, otherTimeoutMs, sdk) => `${d(ms)} — 문구에 적힌 값${otherTimeoutMs !== null ? ` (--timeout으로 지정한 값은 ${d(otherTimeoutMs)})` : ''}${reasonNote(sdk)}`,
    configured: (ms, what, elapsedMs, sdk) => `${d(ms)} (--timeout) — 요청부터 ${WHAT[what]}까지 ${d(elapsedMs)}${reasonNote(sdk)}`,
    configuredSinceProgress: (ms, sinceMs, sdk) => `${d(ms)} (--timeout), 마지막 진행 알림부터 셈(진행 알림마다 타이머 초기화) — ${d(sinceMs)}${reasonNote(sdk)}`,
    inferred: (ms, label, what, elapsedMs, sdk) => `${d(ms)}, ${label} — 추정 근거: 요청부터 ${WHAT[what]}까지 ${d(elapsedMs)}${reasonNote(sdk)}`,
    inferredSinceProgress: (ms, label, what, sinceMs, sdk) =>
      `${d(ms)}, ${label} — 추정 근거: 마지막 진행 알림부터 ${WHAT[what]}까지 ${d(sinceMs)}(진행 알림마다 타이머 초기화)${reasonNote(sdk)}`,
    inferredHttp: (ms, label, status, elapsedMs) => `${d(ms)}, ${label} — 추정 근거: 요청부터 HTTP ${status} 응답까지 ${d(elapsedMs)}`,
    idleCut: (ms, label, idleMs) => `${d(ms)}, ${label} — 추정 근거: ${d(idleMs)} 동안 유휴 상태였던 스트림이 끊김`,
    hostStatedLimit: '호스트 로그에 적힌 제한 시간',
    hostStatedElapsed: '호스트 로그에 적힌 경과 시간',
  },

  record: {
    noClock: '모름(캡처에 이 시점의 시각이 없음)',
    zoneNotUnderstood: (utc, zone) => `${utc} (해석하지 못한 시간대 "${zone}", UTC로 표시)`,
    zoneAssumed: (local, zone) => `${local} (현지 시각, 가정한 시간대 ${zone} — --tz로 지정하세요)`,
    zoneKnown: (local, zone) => `${local} (${zone})`,
    zoneUnknown: (wall) => `${wall} (현지 시각, 시간대 모름)`,
    offset: (ms) => ` (+${d(ms)})`,
    peer: (name, version) => `${name} ${version ?? '(캡처에 버전 없음)'}`,
    noClientInfo: '모름(캡처에 clientInfo 없음)',
    noServerInfo: '모름(캡처에 serverInfo 없음)',
    versionBasis: {
      'initialize-result': 'initialize 결과에서 협상된 값',
      'initialize-request': 'initialize 요청에 적힌 값(initialize 결과는 캡처에 없음)',
      meta: '요청 _meta의 io.modelcontextprotocol/protocolVersion 값',
      header: 'MCP-Protocol-Version 헤더 값',
      'header-absent': () => '가정한 값: MCP-Protocol-Version 헤더가 없으면 이 버전으로 가정하라고 규격에 적혀 있음',
      discover: 'server/discover 응답 값',
    },
    initializeRefused: 'initialize 요청에 적힌 값이지만 서버가 오류로 거절함: 합의된 버전 없음',
    noVersion: '모름(캡처에 initialize, MCP-Protocol-Version 헤더, _meta 버전이 모두 없음)',
    unknown: '모름',
    notInCapture: '캡처에 없음',
    noRequestClock: '모름(캡처에 요청 시각이 없음)',
    lastProgress: (when, progress, total, count) =>
      `${when}${progress !== null ? ` — 진행 ${progress}${total !== null ? `/${total}` : ''}` : ''} (진행 알림 총 ${count}개)`,
    tokenNoProgress: (token) => `없음(progressToken ${token} 전송, 진행 알림은 오지 않음)`,
    noToken: '없음(요청에 progressToken이 없음)',
    noExternalEffect: (method) => `해당 없음 — ${method} 메서드는 상태를 읽거나 준비하기만 함(세션 밖에서 바뀌는 것 없음)`,
    externalUnconfirmedResult: '미확인 — 서버는 결과를 보고했지만 외부 결과 자체는 캡처에 없음. 재시도 전에 읽기 전용 조회로 확인하세요',
    externalUnconfirmed: '미확인 — 캡처에는 외부 결과를 보여 주는 것이 없음. 재시도 전에 실제로 반영됐는지 읽기 전용 조회로 확인하세요',
    taskMissing: 'task 확장 요청이지만 캡처에 작업이 없음(CreateTaskResult 없음)',
    task: (taskId, status, message, when, ended, polls) => {
      const st = `마지막 상태 ${status}${message !== null ? ` ("${message}")` : ''}${when !== null ? `, ${when}` : ''}`;
      const e = ended === null ? '캡처 안에서 끝나지 않음' : ended.by === null ? `캡처에 나오지 않는 쪽이 ${status} 상태로 끝냄` : `${subj(ended.by)} 끝냄${ended.with !== null ? `(${ended.with})` : ''}`;
      return `${taskId}: ${st}; ${e}; tasks/get 폴링 ${polls}회`;
    },
    timeoutsGiven: (timeoutMs, maxTotalMs) =>
      `${timeoutMs !== null ? `요청 ${d(timeoutMs)} (--timeout)` : '요청 모름'}; ${maxTotalMs !== null ? `최대 ${d(maxTotalMs)} (--max-total-timeout)` : '최대 모름'}`,
    timeoutMeasured: (basis) => `모름 — 타이머 만료 시점: ${basis}. 알고 있다면 --timeout / --max-total-timeout으로 지정하세요`,
    timeoutUnknown: '모름(알고 있다면 --timeout / --max-total-timeout으로 지정하세요)',
    tasksCancelSignal: (by, when) => `tasks/cancel — ${by !== null ? party(by) : '알 수 없는 쪽'}, ${when} (작업을 취소하는 정식 방법이며 사유는 없음)`,
    notificationSignal: (by, when, reason, taskId) =>
      `notifications/cancelled — ${by !== null ? party(by) : '알 수 없는 쪽'}, ${when}, ${reason !== null ? `사유 "${reason}"` : '사유 없음'}${taskId !== null ? ` — 요청이 이미 작업(${taskId})이 된 뒤라 이 알림으로는 취소되지 않음(2025-11-25: tasks/cancel)` : ''}`,
    streamCloseSignal: (by, abort, reason, when, version) =>
      `스트림 종료: ${subj(by)} ${abort ? `요청의 HTTP 교환을 중단함${reason ? ` (${reason})` : ''}` : '요청의 SSE 스트림을 닫음'}, ${when} (${version} 이후의 Streamable HTTP에서는 이것이 취소 신호)`,
    lateCancel: (when) => `응답 전에는 없음. notifications/cancelled는 응답 뒤에 옴(${when})`,
    noSignalAbandoned: '주고받은 메시지에는 없음(요청자가 취소하지 않고 기다리기를 그만둠)',
    noSignalStream: '없음(응답 스트림이 닫혔지만 이 버전에서 그것은 취소가 아님)',
    noSignalTransport: '없음(요청 처리 중에 연결이 닫힘)',
    none: '없음',
    taskCompleted: (taskId) => `완료 — 작업(${taskId})이 completed 상태가 됨`,
    taskFailed: (taskId) => `실패 — 작업(${taskId})이 failed 상태가 됨`,
    taskStopped: (taskId) =>
      `중단 — 작업(${taskId})이 cancelled 상태로 바뀜(작업 자체는 계속 실행됐을 수 있음: 취소된 작업은 "MUST remain in cancelled status even if execution continues")`,
    taskContinued: (taskId, status) => `진행 — 마지막으로 확인했을 때 작업(${taskId})은 아직 ${status} 상태였고 결과는 가져오지 않음`,
    completed: '완료 — 서버가 이 ID에 대한 결과 응답을 보냄',
    failed: '실패 — 서버가 오류로 응답함(취소 확인 응답이 아님)',
    stopped: '중단 — 서버가 취소를 확인함',
    continued: '진행 — 서버가 취소 뒤에도 작업을 계속했고 결과 응답은 캡처되지 않음',
    /**
     * 부족한 정보는 "<확인할 것>: <모르는 이유>"로 씁니다. 확인할 것이 로그나 캡처이면 이유를 먼저 쓰고, 질문(…했는지)이면
     * "…했는지 알 수 없음"으로 읽히게 씁니다.
     */
    unconfirmed: (missing) => {
      const m = missing.find((x) => /서버|작업/.test(x));
      if (m === undefined) return '미확인 — 서버가 무엇을 했는지 캡처에 나오지 않음';
      const cut = m.indexOf(': ');
      if (cut < 0) return `미확인 — ${m}`;
      const head = m.slice(0, cut);
      const rest = m.slice(cut + 2);
      if (/지$/.test(head)) return `미확인 — ${head} 알 수 없음. ${rest}`;
      if (/(로그|캡처)(\(.*\))?$/.test(head)) return `미확인 — ${rest}. 확인하려면 필요한 것: ${head}`;
      return `미확인 — ${m}`;
    },
  },
};
