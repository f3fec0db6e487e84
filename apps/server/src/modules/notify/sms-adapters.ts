import type { TSmsConfig } from './notify-config.ts';

/** One SMS: a template of the provider and its variables. */
interface TSms {
  phone: string;
  templateCode: string;
  params: Record<string, string>;
}

/** An SMS provider behind one call; resolves when the provider accepted the message, throws otherwise. */
interface TSmsAdapter {
  send(sms: TSms): Promise<void>;
}

const TIMEOUT_MS = 15_000;

/** Aliyun SMS (dysmsapi 2017-05-25) through its official SDK, loaded on first use. */
function aliyunSmsAdapter(cfg: TSmsConfig): TSmsAdapter {
  return {
    send: async (sms) => {
      const mod = await import('@alicloud/dysmsapi20170525');
      const { $OpenApiUtil } = await import('@alicloud/openapi-core');
      // The package is CommonJS with `exports.default = Client`: Node's import puts it one level deeper.
      const Client = (mod.default as unknown as { default?: typeof mod.default }).default ?? mod.default;
      const client = new Client(
        new $OpenApiUtil.Config({
          accessKeyId: cfg.accessKeyId,
          accessKeySecret: cfg.accessKeySecret,
          endpoint: cfg.endpoint || 'dysmsapi.aliyuncs.com',
          protocol: cfg.protocol,
          readTimeout: TIMEOUT_MS,
          connectTimeout: TIMEOUT_MS,
        }),
      );
      const res = await client.sendSms(
        new mod.SendSmsRequest({
          phoneNumbers: sms.phone,
          signName: cfg.signName,
          templateCode: sms.templateCode,
          templateParam: JSON.stringify(sms.params),
        }),
      );
      // The provider answers HTTP 200 with a business code; only "OK" means accepted.
      if (res.body?.code !== 'OK')
        throw new Error(`aliyun ${res.body?.code ?? '?'}: ${res.body?.message ?? ''}`);
    },
  };
}

/** The SMS adapters by system-config `smsProvider`; add a provider here (e.g. Tencent Cloud's SDK). */
export const SMS_ADAPTERS: Record<string, (cfg: TSmsConfig) => TSmsAdapter> = {
  aliyun: aliyunSmsAdapter,
};
