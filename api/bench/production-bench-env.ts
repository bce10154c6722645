/**
 * What a bench server needs to start in production mode (NODE_ENV=production, as deployed): production refuses to
 * start without a mail server, a seller and an SMS provider. The benches send no mail and no SMS (their accounts are
 * written directly, verified), so these only have to be well-formed. Free port, loopback, errors only, demo data, and
 * no per-connection chat flood limit (3 msg/s would cap a saturated run instead of measuring the server).
 */
export function productionBenchEnv(jwtSecret: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    PAYMENT_SANDBOX: 'true',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    MAIL_FROM: 'AstroSetu bench <bench@astrosetu.test>',
    SELLER_LEGAL_NAME: 'AstroSetu Bench Pvt Ltd',
    SELLER_ADDRESS: '1 Bench Road, Bengaluru 560001',
    SELLER_GSTIN: '29AAACB1234B1Z5',
    SMS_SANDBOX: 'true',
    JWT_SECRET: jwtSecret,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'true',
    CHAT_MESSAGES_PER_SECOND: '100000',
    CHAT_MESSAGE_BURST: '100000',
  };
}
