/** A multipart/form-data body with one `file` part, as a browser would send it. */
export async function multipartBody(fileName: string, bytes: Buffer, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  const res = new Response(form);
  return {
    body: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}
