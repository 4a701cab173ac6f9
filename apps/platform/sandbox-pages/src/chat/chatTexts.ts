/** The sandbox chat page's words, in Arabic and English. `{name}` and `{text}` are filled in. */
export const chatTexts = {
  en: {
    title: 'Sandbox chat',
    online: 'Online',
    note: 'This is a sandbox chat for testing. Messages are not sent to a real person.',
    greeting: 'Hello, I am {name}. Welcome to the sandbox chat: type a message below.',
    serviceName: 'Customer service',
    serviceGreeting: 'Hello, and welcome to customer service. How can we help you today?',
    label: 'Message',
    placeholder: 'Type a message',
    send: 'Send',
    endedTitle: 'This chat has ended',
    endedText: 'Please start a new chat from the portal.',
    replies: [
      'Thank you for your message: “{text}”. This is a sandbox chat, so no real person will read it.',
      'Everything here works as it would live: your messages appear at once and the answer follows within seconds.',
      'Enjoy testing! You can close this window whenever you like.',
    ],
  },
  ar: {
    title: 'محادثة تجريبية',
    online: 'متصل الآن',
    note: 'هذه محادثة تجريبية لأغراض الاختبار، ولا تُرسل الرسائل إلى شخص حقيقي.',
    greeting: 'مرحبًا، أنا {name}. أهلًا بك في المحادثة التجريبية، اكتب رسالتك في الأسفل.',
    serviceName: 'خدمة العملاء',
    serviceGreeting: 'مرحبًا بك في خدمة العملاء. كيف يمكننا مساعدتك اليوم؟',
    label: 'الرسالة',
    placeholder: 'اكتب رسالة',
    send: 'إرسال',
    endedTitle: 'انتهت هذه المحادثة',
    endedText: 'يرجى بدء محادثة جديدة من البوابة.',
    replies: [
      'شكرًا على رسالتك: «{text}». هذه محادثة تجريبية، لذلك لن يقرأها شخص حقيقي.',
      'كل شيء هنا يعمل كما في المحادثة الحقيقية: تظهر رسائلك فورًا ويصلك الرد خلال ثوانٍ.',
      'نتمنى لك تجربة ممتعة! يمكنك إغلاق هذه النافذة متى شئت.',
    ],
  },
} as const;

export type ChatLanguage = keyof typeof chatTexts;
