// The page's one catalogue of user-facing texts, English and Korean. The server writes its
// replies in the language of each utterance; everything the page itself says comes from here.
//
// index.html names its texts by key: data-i18n="key" fills textContent, and
// data-i18n-attr="placeholder:key;aria-label:key" fills attributes.

export const LANGUAGES = ["en", "ko"];

const CATALOGUE = {
  en: {
    "page.title": "MOSS · calendar memory you can trust",
    "page.skip": "Skip to the message box",
    "page.tagline": "Memory Oriented Safety System",
    "account.settings": "Settings",
    "account.signOut": "Sign out",
    "account.signedInAs": "Signed in as {user}",
    "account.signedInWithToken": "Signed in with a token",
    "account.demoClock": "Demo clock: {time}",

    "signIn.title": "Sign in",
    "signIn.intro":
      "MOSS keeps your calendar as checked facts: it asks before a new event collides with an old one, and shows where every memory came from.",
    "signIn.userName": "User name",
    "signIn.userHint":
      "Development mode: any name of letters, digits, _ . @ - (Korean too) signs you in; each name has its own calendar.",
    "signIn.submit": "Sign in",
    "signIn.email": "Email",
    "signIn.password": "Password",
    "signIn.passwordHint": "At least 6 characters. New here? Choose one and press Create account.",
    "signIn.passwordHintNoSignUp": "Accounts are made by this site's operator; ask them for one.",
    "signIn.createAccount": "Create account",
    "signIn.missingCredentials": "Enter your email and a password of at least 6 characters.",
    "signIn.unavailable": "Sign-in could not start: {reason}",
    "signIn.firebaseFailed": "Sign-in failed: {reason}",
    "signIn.tokenBox": "Sign in with a bearer token",
    "signIn.tokenLabel": "Token from your identity provider",
    "signIn.tokenSubmit": "Use this token",
    "signIn.badUserName": "Use 1 to 64 letters, digits, or _ . @ - for the user name.",
    "signIn.noDevMode": "This server does not offer development sign-in. Sign in with a bearer token instead.",
    "signIn.pasteFirst": "Paste the token first.",
    "signIn.signedOut": "You are signed out: {reason}",
    "startup.noConfig": "config.json could not be loaded (HTTP {status}). Using this page's own origin for the API.",

    "views.label": "Show",
    "views.chat": "Chat",
    "views.calendar": "Calendar",
    "chat.title": "Chat",
    "chat.intro":
      "Tell MOSS about your plans, e.g. “I'm on vacation tomorrow”, “Schedule a dev team meeting on Friday at 10 AM”, or ask “What's on Friday?”. 한국어도 됩니다.",
    "chat.inputLabel": "Message to MOSS",
    "chat.placeholder": "Message MOSS… (Enter sends, Shift+Enter for a new line)",
    "chat.send": "Send",
    "chat.you": "You",
    "chat.moss": "MOSS",
    "chat.error": "Error",
    "chat.thinking": "MOSS is thinking…",
    "chat.saving": "Saving…",
    "chat.cancelling": "Cancelling…",
    "chat.undoing": "Undoing…",
    "chat.cancelFact": "Cancel “{what}”, {when}",
    "chat.cancelOccurrence": "Cancel “{what}” this time only, {when}",
    "chat.moveFact": "Move “{what}”: {when}",
    "chat.renameFact": "Rename “{what}”: “{title}”, {when}",
    "chat.decideFirst": "First choose one of the buttons of the decision that is waiting.",
    "chat.notUnderstood": "I did not understand that; tell me about a vacation or a meeting.",
    "chat.details": "Details",
    "chat.rules": "rules that decided: {rules}",
    "chat.contextNote": "MOSS's context: {tokens} tokens",
    "chat.baselineNote": "the chat-log baseline's: {tokens}",
    "chat.compareLink": "Compare with the baseline",
    "chat.suggestions": "Suggestions",
    "chat.undo": "Undo",
    "chat.retry": "Try again",
    "chat.undoLabel": "Undo “{text}”",
    "chat.earlier": "Show earlier messages",
    "chat.historyFailed": "Your earlier messages could not be loaded: {reason}",
    "chat.askedAbout": "Asked about {window}",
    "chat.decisionTitle": "Your decision is needed: choose one to continue",
    "chat.decisionTitleTyped": "Your decision is needed: choose one, or say which (“the second one”)",

    "status.SUCCESS": "Saved",
    "status.SUCCESS_WITH_OVERWRITE": "Saved, older events made inactive",
    "status.CONFIRM_REQUIRED": "Needs your decision",
    "status.BLOCKED": "Not saved",
    "status.CANCELLED": "Cancelled",
    "status.NO_CHANGE": "Nothing changed",

    "calendar.title": "Calendar",
    "calendar.zone": "Times in {zone}.",
    "calendar.previous.day": "Previous day",
    "calendar.previous.week": "Previous week",
    "calendar.previous.month": "Previous month",
    "calendar.next.day": "Next day",
    "calendar.next.week": "Next week",
    "calendar.next.month": "Next month",
    "calendar.today.day": "Today",
    "calendar.today.week": "This week",
    "calendar.today.month": "This month",
    "calendar.modes": "Show the calendar by",
    "calendar.mode.day": "Day",
    "calendar.mode.week": "Week",
    "calendar.mode.month": "Month",
    "calendar.showInactive": "Show inactive events",
    "calendar.empty": "Nothing this day",
    "calendar.allDay": "All day",
    "calendar.pending": "Waiting for your decision",
    "calendar.conflict": "Conflicts with the pending event",
    "calendar.candidate": "Choice {number}",
    "calendar.restorable": "Offered back",
    "calendar.noFacts": "Nothing on these days. Anything you add to your calendar appears here.",
    "calendar.summary": "{active} events shown; {inactive} cancelled or replaced.",
    "calendar.summaryOne": "1 event shown; {inactive} cancelled or replaced.",
    "calendar.updated": "Calendar updated: {changes}.",
    "calendar.added": "{count} new",
    "calendar.deactivated": "{count} made inactive",
    "calendar.reactivated": "{count} active again",
    "calendar.loadFailed": "Your calendar could not be shown: {reason}",
    "calendar.unreachable": "Your calendar can't be shown while MOSS is out of reach; your events are safe on the server.",
    "calendar.retry": "Show it again",

    "apps.title": "Calendar apps",
    "apps.intro": "Download your active events as an .ics file, or subscribe so your calendar app keeps them up to date.",
    "apps.download": "Download .ics",
    "apps.downloaded": "Saved moss.ics.",
    "apps.subscribe": "Subscribe in your calendar app",
    "apps.urlLabel": "Subscription link",
    "apps.secret": "Anyone with this link can read your calendar. A new link or Revoke makes the old one stop working.",
    "apps.copy": "Copy",
    "apps.copied": "Link copied.",
    "apps.copyByHand": "Copying is not allowed here: the link is selected, press Ctrl+C (⌘C).",
    "apps.open": "Open in your calendar app",
    "apps.google": "Google Calendar: Other calendars → From URL; paste this link.",
    "apps.revoke": "Revoke link",
    "apps.revoked": "Link revoked: calendar apps can no longer read it.",
    "apps.failed": "Calendar apps: {reason}",

    "detail.title": "Selected event",
    "detail.close": "Close",
    "detail.loading": "Loading where this came from…",
    "detail.createdBy": "Created by",
    "detail.invalidatedBy": "Made inactive by",
    "detail.reactivatedBy": "Made active again by",
    "detail.skippedBy": "This day skipped by",
    "detail.cancelFact": "Cancel this event",
    "detail.cancelOccurrence": "Cancel this occurrence only",
    "detail.cancelSeries": "Cancel the whole series",
    "detail.undoWrite": "Undo the message that created it",
    "detail.edit": "Edit",
    "detail.editTitle": "Edit this event",
    "detail.fieldTitle": "Title",
    "detail.fieldDay": "Day",
    "detail.fieldFirstDay": "First day",
    "detail.fieldStart": "Starts",
    "detail.fieldEnd": "Ends",
    "detail.scope": "Change",
    "detail.scopeOccurrence": "This occurrence only",
    "detail.scopeSeries": "The whole series (it keeps its days)",
    "detail.save": "Save changes",
    "detail.keep": "Keep as it is",
    "detail.badEnd": "The end must come after the start.",
    "detail.noTitle": "Give the event a title.",
    "detail.via": "{time}, {channel}",
    "channel.web": "on this page",
    "channel.telegram": "in Telegram",

    "predicate.vacation": "Vacation",
    "predicate.meeting": "Meeting",
    "fact.active": "active",
    "fact.inactive": "inactive",
    "fact.pending": "pending",
    "fact.skipped": "skipped",
    "calendar.repeats": "repeats",

    "time.allDay": "{span}, all day",

    "compare.title": "MOSS vs. chat-log baseline",
    "compare.empty":
      "Ask about your schedule to compare MOSS's checked context with the naive pipeline that feeds the whole chat log to the model.",
    "compare.question": "Question:",
    "compare.moss": "MOSS",
    "compare.baseline": "Baseline",
    "compare.baselineLong": "Baseline (chat log)",
    "compare.contextHeading": "Context given to the model",
    "compare.contextLabel": "{side} context",
    "compare.noBaseline": "(the server sent no baseline)",
    "compare.chartCaption": "Context tokens per question this session",
    "compare.tableCaption": "Context tokens per question",
    "compare.columnQuestion": "Question",
    "compare.chartLabel": "Bar chart of context tokens for {count} questions; the table below has the numbers.",
    "compare.bar": "Q{index} {side}: {tokens}",
    "tokens.one": "1 token",
    "tokens.other": "{count} tokens",

    "settings.title": "Settings",
    "settings.language": "Language",
    "settings.languageAuto": "Browser's language ({language})",
    "settings.timeZone": "Time zone",
    "settings.timeZoneHint": "An IANA name such as Asia/Seoul. Your browser says {zone}.",
    "settings.advanced": "Advanced",
    "settings.apiBase": "API address",
    "settings.apiBasePlaceholder": "same origin",
    "settings.apiBaseHint": "Empty uses config.json. Per-function URLs from config.json take precedence; the effective ones:",
    "settings.demoNow": "Demo clock (optional)",
    "settings.demoNowHint":
      "When set, every message is sent as spoken at this moment in your time zone, so “tomorrow” means the day after it. Empty uses the server clock.",
    "settings.cancel": "Cancel",
    "settings.save": "Save",
    "settings.badZone": "“{zone}” is not a time zone this browser knows; try a name like Asia/Seoul.",

    "language.en": "English",
    "language.ko": "한국어",

    "error.network": "MOSS can't be reached right now, so nothing was saved. Check your connection and try again.",
    "error.timeout": "MOSS did not answer in time, so nothing was saved. Check your connection and try again.",
    "error.http": "The server answered with HTTP {status}.",
    "error.notJson": "The server sent an answer that is not JSON.",
    "error.code.pending_expired": "This question has expired. Send your message again to decide anew.",
    "error.code.already_settled": "This was already decided another way, so nothing changed.",
    "error.code.state_changed": "Your calendar changed since MOSS asked. Send your message again.",
    "error.code.parse_expired": "That message has expired. Send it again.",
  },
  ko: {
    "page.title": "MOSS · 믿을 수 있는 일정 기억",
    "page.skip": "메시지 입력란으로 건너뛰기",
    "page.tagline": "기억 중심 안전 시스템",
    "account.settings": "설정",
    "account.signOut": "로그아웃",
    "account.signedInAs": "{user}[으로/로] 로그인함",
    "account.signedInWithToken": "토큰으로 로그인함",
    "account.demoClock": "데모 시계: {time}",

    "signIn.title": "로그인",
    "signIn.intro":
      "MOSS는 일정을 검증된 사실로 기억합니다. 새 일정이 기존 일정과 겹치면 먼저 묻고, 모든 기억이 어디서 왔는지 보여 줍니다.",
    "signIn.userName": "사용자 이름",
    "signIn.userHint":
      "개발 모드: 글자, 숫자, _ . @ - 로 된 이름(한글도 가능)이면 로그인됩니다. 이름마다 캘린더가 따로 있습니다.",
    "signIn.submit": "로그인",
    "signIn.email": "이메일",
    "signIn.password": "비밀번호",
    "signIn.passwordHint": "6자 이상. 처음이면 비밀번호를 정하고 계정 만들기를 누르세요.",
    "signIn.passwordHintNoSignUp": "계정은 이 사이트 운영자가 만들어 드려요. 운영자에게 요청하세요.",
    "signIn.createAccount": "계정 만들기",
    "signIn.missingCredentials": "이메일과 6자 이상의 비밀번호를 입력하세요.",
    "signIn.unavailable": "로그인을 시작할 수 없습니다: {reason}",
    "signIn.firebaseFailed": "로그인에 실패했습니다: {reason}",
    "signIn.tokenBox": "Bearer 토큰으로 로그인",
    "signIn.tokenLabel": "ID 공급자가 발급한 토큰",
    "signIn.tokenSubmit": "이 토큰 사용",
    "signIn.badUserName": "사용자 이름은 글자, 숫자, _ . @ - 로 1~64자여야 합니다.",
    "signIn.noDevMode": "이 서버는 개발 모드 로그인을 제공하지 않습니다. Bearer 토큰으로 로그인하세요.",
    "signIn.pasteFirst": "먼저 토큰을 붙여 넣으세요.",
    "signIn.signedOut": "로그아웃되었습니다: {reason}",
    "startup.noConfig": "config.json을 불러오지 못했습니다(HTTP {status}). 이 페이지의 주소로 API를 호출합니다.",

    "views.label": "보기",
    "views.chat": "대화",
    "views.calendar": "캘린더",
    "chat.title": "대화",
    "chat.intro":
      "일정을 알려 주세요. 예: “내일 하루 종일 연차 쓸게”, “금요일 오전 10시에 개발팀 회의 잡아줘”, 또는 “금요일 일정 알려줘”처럼 물어보세요. English works too.",
    "chat.inputLabel": "MOSS에게 보낼 메시지",
    "chat.placeholder": "MOSS에게 메시지… (Enter 보내기, Shift+Enter 줄바꿈)",
    "chat.send": "보내기",
    "chat.you": "나",
    "chat.moss": "MOSS",
    "chat.error": "오류",
    "chat.thinking": "MOSS가 생각하는 중…",
    "chat.saving": "저장하는 중…",
    "chat.cancelling": "취소하는 중…",
    "chat.undoing": "되돌리는 중…",
    "chat.cancelFact": "“{what}” 취소, {when}",
    "chat.cancelOccurrence": "“{what}” 이번 회차만 취소, {when}",
    "chat.moveFact": "“{what}” 옮기기: {when}",
    "chat.renameFact": "“{what}” 이름 바꾸기: “{title}”, {when}",
    "chat.decideFirst": "먼저 기다리고 있는 결정의 버튼 중 하나를 골라 주세요.",
    "chat.notUnderstood": "이해하지 못했습니다. 휴가나 회의 일정을 알려 주세요.",
    "chat.details": "세부 정보",
    "chat.rules": "판단한 규칙: {rules}",
    "chat.contextNote": "MOSS 컨텍스트: 토큰 {tokens}개",
    "chat.baselineNote": "대화 기록 기준선: {tokens}개",
    "chat.compareLink": "기준선과 비교",
    "chat.suggestions": "제안",
    "chat.undo": "되돌리기",
    "chat.retry": "다시 시도",
    "chat.undoLabel": "“{text}” 되돌리기",
    "chat.earlier": "이전 메시지 보기",
    "chat.historyFailed": "이전 메시지를 불러오지 못했습니다: {reason}",
    "chat.askedAbout": "{window} 일정을 물었습니다",
    "chat.decisionTitle": "결정이 필요합니다. 하나를 골라 주세요",
    "chat.decisionTitleTyped": "결정이 필요합니다. 하나를 고르거나 어느 것인지 말해 주세요 (“두 번째 거”)",

    "status.SUCCESS": "저장됨",
    "status.SUCCESS_WITH_OVERWRITE": "저장됨, 겹친 일정은 비활성화됨",
    "status.CONFIRM_REQUIRED": "결정 필요",
    "status.BLOCKED": "저장 안 됨",
    "status.CANCELLED": "취소됨",
    "status.NO_CHANGE": "변경 없음",

    "calendar.title": "캘린더",
    "calendar.zone": "시간대: {zone}",
    "calendar.previous.day": "전날",
    "calendar.previous.week": "이전 주",
    "calendar.previous.month": "이전 달",
    "calendar.next.day": "다음 날",
    "calendar.next.week": "다음 주",
    "calendar.next.month": "다음 달",
    "calendar.today.day": "오늘",
    "calendar.today.week": "이번 주",
    "calendar.today.month": "이번 달",
    "calendar.modes": "캘린더 보기 단위",
    "calendar.mode.day": "일",
    "calendar.mode.week": "주",
    "calendar.mode.month": "월",
    "calendar.showInactive": "비활성 일정 보기",
    "calendar.empty": "일정 없음",
    "calendar.allDay": "종일",
    "calendar.pending": "결정을 기다리는 중",
    "calendar.conflict": "대기 중인 일정과 겹침",
    "calendar.candidate": "선택지 {number}",
    "calendar.restorable": "복원 제안",
    "calendar.noFacts": "이 기간에는 일정이 없습니다. 캘린더에 추가한 일정이 여기에 나타납니다.",
    "calendar.summary": "보이는 일정 {active}개, 취소되거나 바뀐 일정 {inactive}개.",
    "calendar.summaryOne": "보이는 일정 1개, 취소되거나 바뀐 일정 {inactive}개.",
    "calendar.updated": "캘린더가 바뀌었습니다: {changes}.",
    "calendar.added": "새 일정 {count}개",
    "calendar.deactivated": "비활성화 {count}개",
    "calendar.reactivated": "다시 활성 {count}개",
    "calendar.loadFailed": "캘린더를 보여 줄 수 없습니다: {reason}",
    "calendar.unreachable": "MOSS에 연결할 수 없어 캘린더를 보여 줄 수 없습니다. 일정은 서버에 안전하게 있습니다.",
    "calendar.retry": "다시 불러오기",

    "apps.title": "캘린더 앱",
    "apps.intro": "활성 일정을 .ics 파일로 내려받거나, 구독해서 캘린더 앱이 계속 최신으로 유지하게 하세요.",
    "apps.download": ".ics 내려받기",
    "apps.downloaded": "moss.ics를 저장했습니다.",
    "apps.subscribe": "캘린더 앱에서 구독",
    "apps.urlLabel": "구독 링크",
    "apps.secret": "이 링크가 있으면 누구나 캘린더를 볼 수 있습니다. 새 링크를 만들거나 폐기하면 이전 링크는 더 이상 작동하지 않습니다.",
    "apps.copy": "복사",
    "apps.copied": "링크를 복사했습니다.",
    "apps.copyByHand": "여기서는 복사가 허용되지 않습니다. 링크를 선택해 두었으니 Ctrl+C(⌘C)를 누르세요.",
    "apps.open": "캘린더 앱에서 열기",
    "apps.google": "Google 캘린더: 다른 캘린더 → URL로 추가에 이 링크를 붙여 넣으세요.",
    "apps.revoke": "링크 폐기",
    "apps.revoked": "링크를 폐기했습니다. 캘린더 앱이 더 이상 읽을 수 없습니다.",
    "apps.failed": "캘린더 앱: {reason}",

    "detail.title": "선택한 일정",
    "detail.close": "닫기",
    "detail.loading": "출처를 불러오는 중…",
    "detail.createdBy": "만든 메시지",
    "detail.invalidatedBy": "비활성화한 메시지",
    "detail.reactivatedBy": "다시 활성화한 메시지",
    "detail.skippedBy": "이날을 건너뛰게 한 메시지",
    "detail.cancelFact": "이 일정 취소",
    "detail.cancelOccurrence": "이번 회차만 취소",
    "detail.cancelSeries": "반복 일정 전체 취소",
    "detail.undoWrite": "이 일정을 만든 메시지 되돌리기",
    "detail.edit": "편집",
    "detail.editTitle": "이 일정 편집",
    "detail.fieldTitle": "제목",
    "detail.fieldDay": "날짜",
    "detail.fieldFirstDay": "첫날",
    "detail.fieldStart": "시작",
    "detail.fieldEnd": "종료",
    "detail.scope": "바꿀 범위",
    "detail.scopeOccurrence": "이번 회차만",
    "detail.scopeSeries": "반복 일정 전체(요일은 그대로)",
    "detail.save": "변경 저장",
    "detail.keep": "그대로 두기",
    "detail.badEnd": "종료 시각은 시작 시각보다 늦어야 합니다.",
    "detail.noTitle": "일정 제목을 적어 주세요.",
    "detail.via": "{time}, {channel}",
    "channel.web": "웹 페이지에서",
    "channel.telegram": "텔레그램에서",

    "predicate.vacation": "휴가",
    "predicate.meeting": "회의",
    "fact.active": "활성",
    "fact.inactive": "비활성",
    "fact.pending": "대기",
    "fact.skipped": "건너뜀",
    "calendar.repeats": "반복",

    "time.allDay": "{span}, 종일",

    "compare.title": "MOSS 대 대화 기록 기준선",
    "compare.empty":
      "일정을 물어보면 MOSS가 검증한 컨텍스트와, 대화 기록 전체를 모델에 넣는 단순한 방식을 나란히 비교합니다.",
    "compare.question": "질문:",
    "compare.moss": "MOSS",
    "compare.baseline": "기준선",
    "compare.baselineLong": "기준선(대화 기록)",
    "compare.contextHeading": "모델에 준 컨텍스트",
    "compare.contextLabel": "{side} 컨텍스트",
    "compare.noBaseline": "(서버가 기준선을 보내지 않았습니다)",
    "compare.chartCaption": "이번 세션의 질문별 컨텍스트 토큰",
    "compare.tableCaption": "질문별 컨텍스트 토큰",
    "compare.columnQuestion": "질문",
    "compare.chartLabel": "질문 {count}개의 컨텍스트 토큰 막대그래프. 아래 표에 숫자가 있습니다.",
    "compare.bar": "Q{index} {side}: {tokens}",
    "tokens.one": "토큰 1개",
    "tokens.other": "토큰 {count}개",

    "settings.title": "설정",
    "settings.language": "언어",
    "settings.languageAuto": "브라우저 언어({language})",
    "settings.timeZone": "시간대",
    "settings.timeZoneHint": "Asia/Seoul 같은 IANA 이름. 브라우저의 시간대는 {zone}입니다.",
    "settings.advanced": "고급",
    "settings.apiBase": "API 주소",
    "settings.apiBasePlaceholder": "같은 출처",
    "settings.apiBaseHint": "비우면 config.json을 따릅니다. config.json의 함수별 URL이 우선합니다. 실제 주소:",
    "settings.demoNow": "데모 시계(선택)",
    "settings.demoNowHint":
      "설정하면 모든 메시지를 내 시간대의 이 시각에 말한 것으로 보내므로 “내일”은 그다음 날입니다. 비우면 서버 시계를 씁니다.",
    "settings.cancel": "취소",
    "settings.save": "저장",
    "settings.badZone": "“{zone}”[은/는] 이 브라우저가 모르는 시간대입니다. Asia/Seoul 같은 이름을 쓰세요.",

    "language.en": "English",
    "language.ko": "한국어",

    "error.network": "지금은 MOSS에 연결할 수 없어 아무것도 저장되지 않았습니다. 연결 상태를 확인하고 다시 시도하세요.",
    "error.timeout": "MOSS가 제때 답하지 않아 아무것도 저장되지 않았습니다. 연결 상태를 확인하고 다시 시도하세요.",
    "error.http": "서버가 HTTP {status}[으로/로] 답했습니다.",
    "error.notJson": "서버가 JSON이 아닌 답을 보냈습니다.",
    "error.code.pending_expired": "이 질문은 만료되었습니다. 메시지를 다시 보내 새로 결정해 주세요.",
    "error.code.already_settled": "이미 다른 선택으로 처리되어 아무것도 바뀌지 않았습니다.",
    "error.code.state_changed": "MOSS가 물어본 뒤 캘린더가 바뀌었습니다. 메시지를 다시 보내 주세요.",
    "error.code.parse_expired": "메시지가 만료되었습니다. 다시 보내 주세요.",
  },
};

let current = "en";

// The first of the browser's preferred languages that the page speaks; English otherwise.
export function browserLanguage(preferred = navigator.languages ?? [navigator.language]) {
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (LANGUAGES.includes(base)) {
      return base;
    }
  }
  return "en";
}

export function setLanguage(language) {
  current = LANGUAGES.includes(language) ? language : "en";
  document.documentElement.lang = current;
  return current;
}

export function language() {
  return current;
}

// A Korean particle after a placeholder (and the quote the text closes it with): "{user}[으로/로]",
// "“{zone}”[은/는]", the pair written as after a final consonant / after a vowel.
const PARTICLE_SLOT = /\{(\w+)\}([^\s{[]*)\[([^/\]]+)\/([^/\]]+)\]/g;
// What a particle does not attach to: a trailing aside in brackets, closing quotes, punctuation, emoji, spaces.
const TRAILING_ASIDE = /(?:\s*\((?:[^()]|\([^()]*\))*\)|[^\p{L}\p{N}_])+$/u;
const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const RIEUL = 8; // the final ㄹ, after which 으로 becomes 로
// Digits and Latin letters as Korean reads them: 영 일 삼 육 칠 팔 end in a consonant, 일 칠 팔 in ㄹ.
const DIGIT_FINALS = "013678";
const DIGIT_RIEUL = "178";
const LATIN_FINALS = "lmnbkpt";

// The particle of pair ("이/가", "을/를", "은/는", "으로/로", "이라고/라고", "과/와") that follows
// word, chosen by its final consonant; the server's texts.py chooses by the same table
// (tests/korean_particles.json).
export function particle(word, pair) {
  const [afterConsonant, afterVowel] = pair.split("/");
  const stem = String(word).replace(TRAILING_ASIDE, "").toLowerCase();
  const last = stem.slice(-1);
  const code = last.charCodeAt(0);
  let consonant;
  let rieul;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    const final = (code - HANGUL_FIRST) % 28;
    [consonant, rieul] = [final !== 0, final === RIEUL];
  } else if (/\d/.test(last)) {
    [consonant, rieul] = [DIGIT_FINALS.includes(last), DIGIT_RIEUL.includes(last)];
  } else {
    [consonant, rieul] = [(last !== "" && LATIN_FINALS.includes(last)) || stem.endsWith("ng"), last === "l"];
  }
  if (afterConsonant === "으로" && rieul) {
    return afterVowel;
  }
  return consonant ? afterConsonant : afterVowel;
}

export function t(key, values = {}) {
  const text = CATALOGUE[current][key] ?? CATALOGUE.en[key];
  if (text === undefined) {
    throw new Error(`no text for ${key}`);
  }
  const withParticles = text.replace(PARTICLE_SLOT, (whole, name, closing, afterConsonant, afterVowel) =>
    name in values ? `{${name}}${closing}${particle(`${values[name]}${closing}`, `${afterConsonant}/${afterVowel}`)}` : whole,
  );
  return withParticles.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

export function has(key) {
  return key in CATALOGUE.en;
}

export function tokensLabel(count) {
  return count === 1 ? t("tokens.one") : t("tokens.other", { count });
}

// Fills every element of root that names its text by key (see the top of this file).
export function translatePage(root = document) {
  for (const node of root.querySelectorAll("[data-i18n]")) {
    node.textContent = t(node.dataset.i18n);
  }
  for (const node of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of node.dataset.i18nAttr.split(";")) {
      const [attribute, key] = pair.split(":");
      node.setAttribute(attribute, t(key));
    }
  }
  document.title = t("page.title");
}

// Both catalogues must name the same keys; the browser tests check this.
export function missingKeys() {
  const english = Object.keys(CATALOGUE.en);
  const korean = Object.keys(CATALOGUE.ko);
  return {
    ko: english.filter((key) => !korean.includes(key)),
    en: korean.filter((key) => !english.includes(key)),
  };
}
