import type { TEmailConfig } from './notify-config.ts';

/** One mail to one address. */
interface TMail {
  to: string;
  subject: string;
  text: string;
}

const TIMEOUT_MS = 15_000;

/** Sends a mail over SMTP with nodemailer (loaded on first use: most processes never send mail). */
export async function sendMail(cfg: TEmailConfig, mail: TMail): Promise<void> {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({
    host: cfg.host,
    port: cfg.port,
    secure: cfg.isSsl,
    auth: cfg.password ? { user: cfg.account, pass: cfg.password } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: cfg.senderName ? { name: cfg.senderName, address: cfg.account } : cfg.account,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
  } finally {
    transport.close();
  }
}
