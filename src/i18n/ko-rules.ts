/**
 * 규칙별 발견 사항 문장(diagnose/rules/*.ts). 규격 인용문(protocol/ 표에서 넘어옴)은 영어 원문 그대로 두고,
 * 그 앞뒤 문장만 한국어로 씁니다. `id`는 이미 JSON 형태(`7`, `"7"`)입니다.
 */
import type { RuleMessages } from './messages.js';
import { koDuration as d } from './duration-ko.js';

const PARTY: Record<string, string> = { client: '클라이언트', server: '서버', network: '네트워크' };
const party = (p: string): string => PARTY[p] ?? p;
const subj = (p: string | null): string => (p === null ? '알 수 없는 쪽이' : PARTY[p] ? `${PARTY[p]}가` : `${p} 쪽이`);
const side = (p: string | null): string => (p === null ? '알 수 없는 쪽에서' : `${party(p)} 쪽에서`);
const call = (method: string, target: string | null): string => `${method}${target ? ` ${target}` : ''}`;
/** 규격 버전: `2025-11-25`, 모르면 `알 수 없는 프로토콜 버전(2025-03-26 규칙으로 가정)`. */
const ver = (version: string | null, assumedRow?: string): string =>
  version ?? `알 수 없는 프로토콜 버전${assumedRow ? `(${assumedRow} 규칙으로 가정)` : ''}`;
const gapAfter = (ms: number | null, what: string): string => `${what} ${ms !== null ? `${d(ms)} ` : ''}뒤`;

const brokenHow = (by: string | null): string =>
  by === 'server' ? '서버가 최종 응답 없이 끝냈습니다' : `최종 응답 전에 ${by === null ? '알 수 없는 쪽(네트워크로 봄)에서' : side(by)} 닫혔습니다`;

export const koRules: RuleMessages = {
  ruleFailed: (id, error) => `${id} 규칙을 이 입력에 실행하지 못했습니다: ${error}`,

  brokenStreamReused: (id, by, method, target, reusedId, gapMs, version, spec) =>
    `ID ${id} 요청의 응답 스트림은 ${brokenHow(by)}. 클라이언트는 ${call(method, target)} 요청을 ${gapMs !== null ? `${d(gapMs)} 뒤 ` : ''}같은 ID(${reusedId})로 다시 보냈습니다. ${ver(version)}의 Streamable HTTP에서는 다시 보내는 요청이 새 요청 ID를 가진 새 요청이어야 합니다. ${spec} ID를 재사용하면 로그, 진행 토큰, 서버 쪽 중복 제거에서 두 호출을 구별할 수 없습니다. 다시 보낼 때마다 새 ID를 쓰세요.`,
  brokenStreamNotReissued: (id, by, method, target, version, spec) =>
    `ID ${id} 요청의 응답 스트림은 ${brokenHow(by)}. 캡처에는 같은 인자로 다시 보낸 ${call(method, target)} 요청이 없습니다. ${ver(version)}의 Streamable HTTP에서는 끊긴 스트림을 이어 받을 수 없고(Last-Event-ID 없음) 요청은 유실됩니다: ${spec} TypeScript SDK v2 클라이언트(2.4.0)는 다시 보내지 않고, "SSE stream disconnected: TypeError: terminated"를 보고한 뒤 자체 제한 시간까지 기다립니다. 클라이언트가 이 SDK 기반이라면 이것이 원인일 가능성이 큽니다. 새 ID로 호출을 다시 보내고(먼저 도구가 멱등한지, 또는 첫 호출이 반영되지 않았는지 확인하세요), 스트림을 끊은 원인(프록시의 유휴 제한 시간, keep-alive 없음)을 찾으세요.`,

  cancelIdZeroIgnored:
    'requestId 0에 대한 취소 뒤에도 그 요청의 작업이 이어졌습니다. TypeScript SDK v1 1.25 이상의 수신 측은 requestId 0을 무시하므로(`if (!notification.params.requestId) return`) 이런 서버는 이 취소를 받지 못한 것과 같습니다. SDK v2에서 고쳐졌습니다.',

  cancelInitialize: (from, id, gapMs, reason, version, assumedRow, spec, sdk) => {
    const who =
      sdk !== null
        ? `사유 문구는 ${sdk}의 것입니다. 이 SDK는 initialize가 시간초과되면 initialize를 취소합니다(v2는 더 이상 그러지 않습니다)`
        : 'TypeScript SDK v1이 initialize 시간초과 때 이렇게 하는 것으로 알려져 있습니다';
    return `${subj(from)} initialize(ID ${id})를 ${gapMs !== null ? `보낸 지 ${d(gapMs)} 만에 ` : ''}취소했습니다${reason !== null ? `(사유 "${reason}")` : ''}. ${ver(version, assumedRow)} 규격: ${spec}. ${who}. 서버는 금지된 취소를 받게 되고, 호스트는 보통 곧이어 연결을 끊습니다.`;
  },

  cancelAfterFinished: (id, reason, key, stale) =>
    `ID ${id}에 대한 notifications/cancelled${reason ? `(사유 "${reason}")` : ''}가 ${key} 요청이 이미 끝난 뒤에 왔습니다. 취소된 것은 없습니다. 규격은 이런 경합을 허용하며, 수신 측은 이 알림을 무시해도 됩니다(MAY).${stale ? ' 결과 응답 뒤에 온 시간초과 사유는 TypeScript SDK maxTotalTimeout의 뒤늦은 타이머의 특징이기도 합니다(stale-cancel-after-result 참고). 호출이 완료됐는데도 호출자는 실패로 안내받았을 수 있습니다.' : ''}`,
  cancelUnknown: (from, id, reason, sameDirection, version, assumedRow, who) =>
    `${subj(from)} 보낸 notifications/cancelled${reason ? `(사유 "${reason}")` : ''}가 가리키는 ID(${id ?? '없음'})는 이 세션에서 ${sameDirection ? '그 방향으로 ' : ''}보낸 적이 없습니다. ${ver(version, assumedRow)} 규격: ${who}. 수신 측은 이 알림을 무시해야 합니다(SHOULD). 흔한 원인은 프록시가 상위 서버로 보낼 때 바꾼 ID 대신 클라이언트의 원래 ID를 전달한 경우, 이전 세션의 요청을 취소한 경우, 세션 사이에 ID를 재사용한 경우입니다.`,
  cancelAfterResponse: (id, gapMs, stale) =>
    `ID ${id}에 대한 notifications/cancelled가 ${gapAfter(gapMs, '응답')}에 왔습니다. 요청은 이미 끝났으므로 취소된 것은 없습니다. 규격은 이런 경합을 허용하며("Both parties MUST handle these race conditions gracefully"), 수신 측은 이 알림을 무시해도 됩니다(MAY).${stale ? ' 여기서는 TypeScript SDK의 뒤늦은 타이머가 보낸 것입니다(stale-cancel-after-result 참고).' : ' 응답이 왔는데도 요청자가 호출을 취소됨으로 보고했을 때만 문제가 됩니다.'}`,

  disconnectSseChannel: (by, id, version, spec) =>
    `모든 응답을 실어 나르는 HTTP+SSE GET 스트림이 ${side(by)} 닫혔고, ID ${id} 요청은 응답을 받지 못했으며 notifications/cancelled도 보내지 않았습니다. ${ver(version)} 규격에서는 서버가 멈추라는 요청을 받지 않았으므로 작업을 했을 수 있고, 그 응답은 돌아올 길이 없었습니다. ${spec}`,
  disconnectStream: (id, by, version, assumedRow, spec) =>
    `ID ${id} 요청의 응답 스트림이 응답 전에 ${side(by)} 닫혔고 notifications/cancelled는 보내지 않았습니다. ${ver(version, assumedRow)} 규격에서는 서버가 멈추라는 요청을 받지 않았으므로 작업을 했을 수 있습니다. ${spec}`,

  duplicateResponse: (id, answers) =>
    `ID ${id} 요청에 응답이 ${answers.length}개 왔습니다(${answers.map((e) => (e ? `오류 ${e.code ?? '?'}${e.message ? ` "${e.message}"` : ''}` : '결과')).join(', 그다음 ')}). 요청 하나에는 응답이 정확히 하나여야 합니다. 요청자는 뒤의 응답을 알 수 없는 ID에 대한 응답으로 보며, 일부 클라이언트는 이때 연결을 끊습니다.`,

  errorResponseToCancel: (id, code, message, gapMs, ack, version, afterCancel) => {
    const who =
      ack === 'python-v1'
        ? ' Python SDK v1의 취소 확인 응답입니다(code 0).'
        : ack === 'python-v2'
          ? ' Python SDK v2가 구버전 HTTP에서 보내는 취소 확인 응답입니다(-32800, LSP 방식).'
          : ack === 'other'
            ? ' 취소를 확인하는 응답입니다.'
            : '';
    return `서버가 취소된 ID ${id} 요청에 ${gapAfter(gapMs, '취소')} 오류 응답(${code ?? '?'} "${message ?? ''}")을 보냈습니다.${who} ${ver(version)} 규격: ${afterCancel}. 이미 그 ID를 잊은 요청자는 "Received a response for an unknown message ID"를 보고할 수 있습니다.`;
  },

  noProgressToken: (method, target, durationMs, timedOut) =>
    `${call(method, target)} 요청이 params._meta.progressToken 없이 ${durationMs !== null ? `${d(durationMs)} 동안` : '오래'} 실행됐습니다${timedOut ? '(시간초과로 끝남)' : ''}. 그래서 서버는 진행 상황을 알릴 방법이 없었고, 진행 알림으로 제한 시간을 연장할 수도 없었습니다. TypeScript SDK에서는 onprogress(토큰을 설정함)와 resetTimeoutOnProgress: true를 함께 넘기세요.`,

  notificationCancelOnModernHttp: (id, version, streamClosed, spec) =>
    `${version} Streamable HTTP에서 ID ${id} 요청에 대해 notifications/cancelled를 POST로 보냈습니다${streamClosed ? '' : '. 요청 스트림은 닫지 않았습니다'}. ${spec} 2026 서버는 이 알림에 반응할 의무가 없습니다${streamClosed ? '' : '. 따라서 서버는 멈추라는 신호를 받지 못했을 가능성이 큽니다'}. 대신 요청의 SSE 스트림을 닫으세요.`,

  possibleDuplicateRetry: (method, target, retryId, gapMs, outcome, cause, serverState, ran, more) =>
    `같은 인자의 ${call(method, target)} 요청을 ${gapMs !== null ? `첫 요청 ${d(gapMs)} 뒤 ` : ''}새 ID(${retryId})로 다시 보냈습니다. 첫 요청의 결과: ${outcome} (${cause}), 서버 처리 상태: ${serverState}. ${more ? `첫 요청 뒤로 모두 ${more.n}번 다시 보냈고, 마지막은 ID ${more.lastId}${more.lastGapMs !== null ? `(첫 요청 ${d(more.lastGapMs)} 뒤)` : ''}입니다. ` : ''}${ran ? '첫 호출이 이미 작업을 수행했으므로 도구가 두 번 실행됐을 가능성이 큽니다.' : '첫 호출도 실행됐을 수 있습니다.'} 도구가 멱등하지 않다면 재시도하기 전에 읽기 전용 조회로 결과를 확인하거나 멱등성 키를 넘기세요.`,

  progressAfterCancel: (n, id, version, afterCancel) =>
    `취소 뒤에 ID ${id} 요청의 진행 알림·로그 메시지 ${n}개가 도착했습니다. 서버가 작업을 계속한 것입니다. ${ver(version)} 규격: ${afterCancel}.`,
  progressAfterResponse: (n, id) =>
    `ID ${id} 요청의 응답 뒤에 진행 알림 ${n}개가 도착했습니다. 규격: "Progress notifications MUST stop after completion". 요청자는 더 이상 그 토큰을 알지 못합니다(TS SDK: "Received a progress notification for an unknown token").`,
  progressDidNotExtendTimeout: (n, sinceMs, limitMs, elapsedMs) =>
    `진행 알림 ${n}개가 도착했는데도(마지막 알림은 취소 ${d(sinceMs)} 전) 타이머는 시작 + ${d(limitMs)} 시점에 만료됐습니다(요청 ${d(elapsedMs)} 뒤). 요청자가 진행 알림을 받아도 제한 시간을 초기화하지 않은 것입니다. 규격은 최대 제한 시간을 두는 한 진행 알림마다 시계를 초기화해도 된다고 합니다(MAY). TypeScript SDK에서는 onprogress와 resetTimeoutOnProgress: true를 함께 넘기세요(maxTotalTimeout도 함께). resetTimeoutOnProgress만으로는 progressToken이 전송되지 않습니다.`,
  progressNotIncreasing: (id, prev, cur, times) =>
    `ID ${id} 요청의 진행 값이 늘지 않았습니다(${prev} → ${cur}${times > 1 ? `, 모두 ${times}번` : ''}). 규격: "The progress value MUST increase with each notification, even if the total is unknown." 이를 검사하는 클라이언트는 그 알림이나 연결을 버릴 수 있습니다.`,
  progressUnknownToken: (n, token) =>
    `진행 알림 ${n}개가 가리키는 토큰(${token})은 이 세션의 진행 중인 어떤 요청에도 없습니다. 규격: 진행 알림은 "MUST only reference tokens that: Were provided in an active request; Are associated with an in-progress operation". 흔한 원인은 진행 알림이 최종 응답과 경합한 경우나 서버가 토큰을 임의로 만든 경우이며, 일부 클라이언트는 이때 연결을 끊습니다.`,

  responseAfterCancel: (id, gapMs, byNotification, version, afterCancel) =>
    `ID ${id} 요청의 결과 응답이 ${gapAfter(gapMs, byNotification ? 'notifications/cancelled' : '스트림 종료')}에 도착했습니다. 서버가 작업을 수행한 것입니다. ${ver(version)} 규격: ${afterCancel}. 또한 요청자는 그 뒤에 온 응답을 무시해야 하므로(SHOULD), 작업의 효과는 실제로 일어났는데 이 결과는 버려졌을 가능성이 큽니다.`,
  responseUnknownRequest: (error, from, id) =>
    `${subj(from)} 보낸 ${error ? '오류 응답' : '결과 응답'}이 가리키는 ID(${id})는 이 세션에서 요청된 적이 없습니다. 이전 세션 요청에 대한 늦은 응답이거나, 프록시가 ID를 바꿨거나, ID를 재사용한 경우입니다. 받는 쪽 SDK는 이 응답을 버리고("Received a response for an unknown message ID"), 일부 호스트는 연결을 끊습니다.`,

  inputRequiredUnanswered: (method, target, asked) =>
    `서버가 ${method}${target ? ` ${target}` : ''} 요청에 input_required로 답했습니다${asked.length > 0 ? `(요청한 입력: ${asked.join(', ')})` : ''}. 2026-07-28에서 이 응답은 중간 응답이며, 클라이언트가 inputResponses를 담아 새 ID로 요청을 다시 보내야 호출이 끝납니다. 캡처에는 그런 요청이 없으므로 호출은 서버가 아니라 클라이언트를 기다리고 있었습니다. 호스트의 elicitation/sampling UI를 확인하세요(print 모드나 headless 모드의 호스트는 이 요청을 버립니다. Claude Code는 "Elicitation request received in print mode"를 기록합니다). 호스트가 호출을 시간초과로 끝냈는지도 확인하세요.`,
  serverCancelNotListen: (method, id, version, who) => `서버가 ${version}에서 ${method} 요청(ID ${id})에 대해 notifications/cancelled를 보냈습니다. 규격: ${who}.`,
  serverCancelNotListenSession: (id, version, who) =>
    `서버가 ${version}에서 ID ${id}에 대해 notifications/cancelled를 보냈습니다. 규격: ${who}. 그 ID가 subscriptions/listen 요청이 아니라면 허용되지 않는 취소입니다.`,

  staleCancelAfterResult: (id, gapMs, capMs) =>
    `ID ${id} 요청의 결과 응답이 도착하고 ${gapMs !== null ? `${d(gapMs)} ` : ''}뒤에 시간초과 사유의 notifications/cancelled가 전송됐습니다. 이 요청은 진행 알림으로 타이머가 초기화되고 있었습니다. TypeScript SDK maxTotalTimeout의 알려진 동작입니다. 전체 상한${capMs ? `(${capMs}ms)` : ''}을 넘기면 호출자는 취소 신호 없이 "MCP error -32001: Maximum total timeout exceeded" 오류를 받고, 남아 있던 요청별 타이머가 나중에 만료됩니다. 서버는 작업을 완료했지만 애플리케이션은 실패로 안내받았을 가능성이 큽니다.`,

  connectionFailedExited: (server, said) =>
    `${server !== null ? `"${server}" 서버` : '서버'} 연결이 요청 전에 실패했습니다. 호스트 기록: "${said}". 서버 프로세스가 실행되지 않아 아무것도 응답하지 않았습니다. 설정된 명령과 경로를 확인하고(호스트 환경에서 직접 실행해 보세요) 서버의 stderr를 살펴보세요.`,
  connectionFailedRefused: (server, said) =>
    `호스트가 ${server !== null ? `"${server}" 서버` : '서버'}의 설정을 거부해 서버를 시작하지 않았습니다: "${said}". 보낸 요청은 없습니다. 호스트 설정의 해당 서버 항목(명령, URL, 호스트나 관리자가 정한 허용 목록)을 확인하세요.`,
  connectionFailedStream: (server, said) =>
    `${server !== null ? `"${server}" 서버` : '서버'} 연결이 SSE 이벤트 스트림을 여는 중에 요청 전에 실패했습니다. 호스트 기록: "${said}". 클라이언트는 스트림의 endpoint 이벤트를 받은 뒤에야 initialize를 보내므로 보낸 요청은 없습니다. URL이 서버의 SSE 엔드포인트인지, 서버가 실행 중이고 호스트에서 접근 가능한지 확인하세요(Streamable HTTP만 지원하는 서버는 스트림 GET을 거부합니다). 401이나 403이면 서버가 인증 정보를 요구한 것이니 호스트가 보내는 인증 정보를 확인하세요.`,
  connectionFailedUrlScheme: (server, said) =>
    `호스트의 전송 계층이 ${server !== null ? `"${server}" 서버` : '서버'}에 쓸 URL을 요청 전에 거부했습니다: "${said}". 그 URL의 스킴이 http:나 https:가 아니었지만, 이 기록은 어느 URL인지 말하지 않습니다. 설정된 주소일 수도 있고, 호스트가 그 주소에서 만든 URL(OAuth·메타데이터 탐색 URL, SSE 엔드포인트)일 수도 있습니다. 보낸 요청은 없습니다. 먼저 설정된 URL을 확인하세요. https://가 없으면 붙이고, 이미 있으면 이 서버에 대한 호스트의 OAuth·탐색 단계(이 기록 바로 앞의 줄)를 살펴보세요.`,
  connectionFailedTransport: (server, said) =>
    `${server !== null ? `"${server}" 서버` : '서버'} 연결이 핸드셰이크 직후 실패했습니다. initialize는 응답을 받았지만 notifications/initialized 전송이 실패했습니다${said ? `("${said}")` : ''}. 기다리던 요청이 없어 어느 요청에도 나타나지 않습니다. 서버가 이 알림의 POST에 어떻게 응답하는지(Streamable HTTP에서는 202 Accepted), 세션·버전 헤더, 네트워크 경로를 확인하세요.`,
  appServerRequestTimedOut: (method, limitMs, answeredMs) =>
    `Codex 앱이 자체 app-server로 보낸 ${method} 요청이${limitMs !== null ? ` ${d(limitMs)} 뒤` : ''} 시간초과됐습니다${answeredMs !== null ? `(응답은 보낸 지 ${d(answeredMs)} 뒤에 왔지만 기다리는 쪽이 없었습니다)` : ''}. MCP 요청이 아닙니다. 이 제한은 앱 자체의 것이며 MCP 시간초과 설정으로 바뀌지 않습니다. 느린 원인은 대개 app-server 안에서 시작 중인 MCP 서버입니다. app-server의 MCP 시작 로그에서 늦게 시작했거나 끝내 올라오지 않은 서버를 찾으세요(app-server가 그 서버를 기다리는 시간은 \`startup_timeout_sec\`이 정합니다). 또는 그 서버를 끄세요.`,
  stdoutNotJson: (n, sample) =>
    `stdio 메시지 스트림의 ${n}줄이 JSON-RPC가 아닙니다${sample ? `(첫 줄: "${sample}")` : ''}. 규격: "The server MUST NOT write anything to its stdout that is not a valid MCP message." 로그와 배너는 stderr로 보내세요. 클라이언트가 이를 파싱 오류로 처리해 연결을 끊거나 시간초과될 수 있습니다.`,

  taskExpiredWhileWorking: (method, id, taskId, ttlMs, status, atMs, error) =>
    `${method} 요청(ID ${id})의 작업(${taskId})이 ${status} 상태일 때 서버가 버렸습니다. ttl ${d(ttlMs)}은 생성 시점부터 세며 작업이 끝나기 전에 지났기 때문에, 요청자의 조회${atMs !== null ? `(+${d(atMs)})` : ''}가 거부됐습니다${error ? ` ("${error}")` : ''}. 작업보다 긴 ttl을 요청하거나 부여하고, 결과를 가져갈 때까지 작업을 보관하세요. 작업은 끝났지만 결과가 버려졌을 수 있습니다.`,
  taskCancelledByNotification: (method, id, version, spec) =>
    `task 확장 ${method} 요청(ID ${id})을 notifications/cancelled로 취소했습니다. ${ver(version)} 규격: ${spec}. 작업은 계속 실행될 수 있습니다. tasks/cancel {taskId}로 취소하고 tasks/get으로 상태를 확인하세요.`,

  timeoutWithoutCancel: (id, basis, version, spec, maxTotal) =>
    `요청자가 자신의 타이머${basis !== null ? `(${basis})` : ''}에 따라 ID ${id} 요청을 더 기다리지 않았지만, 취소 신호는 서버에 가지 않았습니다. 서버는 아직 작업 중일 수 있습니다. ${ver(version)} 규격: ${spec}.${maxTotal ? ' TypeScript SDK는 maxTotalTimeout에 걸리면 notifications/cancelled를 보내지 않고 호출을 거부합니다.' : ' Python SDK v1은 시간초과 때 notifications/cancelled를 보내지 않습니다.'}`,
};
