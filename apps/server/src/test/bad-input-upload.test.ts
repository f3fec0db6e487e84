import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../modules/files/file.table.ts';
import { jobs } from '../modules/jobs/job.table.ts';
import { buildTestApp, type TTestApp } from './build-test-app.ts';
import { multipartBody } from './multipart.ts';

let t: TTestApp;
let admin: string;
let form: { body: Buffer; type: string; boundary: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(4000, 7),
  ]);
  const { body, headers } = await multipartBody('a.png', png, 'image/png');
  const type = headers['content-type'];
  form = { body, type, boundary: type.split('boundary=')[1] };
});
afterAll(() => t.close());

/** Uploaded rows, import jobs and the files under the data folder (temporary ones included). */
async function state() {
  const walk = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [e.name]))
      : [];
  return {
    files: (await t.db.select().from(files)).length,
    jobs: (await t.db.select().from(jobs)).length,
    onDisk: walk(t.config.DATA_DIR).sort(),
  };
}

/** Broken multipart bodies: each the browser's body cut or mangled. */
const broken: Record<string, () => { body: Buffer; type: string }> = {
  'cut in the middle of the file': () => ({
    body: form.body.subarray(0, form.body.length / 2),
    type: form.type,
  }),
  'cut inside the part headers': () => ({ body: form.body.subarray(0, 30), type: form.type }),
  'without its closing boundary': () => ({
    body: form.body.subarray(0, form.body.length - form.boundary.length - 8),
    type: form.type,
  }),
  'without a boundary in the content type': () => ({ body: form.body, type: 'multipart/form-data' }),
  'with a boundary that is not in the body': () => ({
    body: form.body,
    type: 'multipart/form-data; boundary=zz',
  }),
  'of random bytes': () => ({ body: Buffer.from([0xff, 0xfe, 0, 1, 2, 3]), type: form.type }),
};

describe.each(['/api/file/Uploader/userAvatar', '/api/system/permission/users/import'])(
  'a broken multipart upload to %s',
  (url) => {
    it.each(Object.keys(broken))(
      'is refused with 400 when the body is %s, and stores nothing',
      async (name) => {
        const before = await state();
        const { body, type } = broken[name]();
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { 'content-type': type, authorization: admin },
        });
        expect({ status: res.statusCode, body: res.json() }).toEqual({
          status: 400,
          body: {
            code: 400,
            msg: expect.stringMatching(/^参数错误：body: malformed or truncated multipart data/),
            data: null,
          },
        });
        expect(await state()).toEqual(before);
      },
    );
  },
);
