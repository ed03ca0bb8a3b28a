import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentCalls, ErrorCode, reportDevCalls, type OpenReport } from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { addItem, expectCode, postComment, readThread, textsOf } from '../../test/comment-items.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

describe('reports, and hiding by the provider’s staff', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let cy: TestUser;
  let item: string;
  beforeAll(async () => {
    t = await createTestApp();
    [ann, bob, cy] = await Promise.all([
      createUser(t.deps, { name: 'Ann' }),
      createUser(t.deps, { name: 'Bob' }),
      createUser(t.deps, { name: 'Cy' }),
    ]);
    item = await addItem(t, 'poem', ann, { title: 'Quiet Poem' });
  });
  afterAll(() => t.cleanup());

  const report = (user: TestUser, id: string, body: object) =>
    request(t.app)
      .post(commentCalls.report.path.replace(':id', id))
      .set('Authorization', user.bearer)
      .send(body);
  const openReports = async () => {
    const res = await request(t.app).get(reportDevCalls.reports.path);
    expectReply(reportDevCalls.reports, res, 200);
    return (res.body as { reports: OpenReport[] }).reports;
  };

  it('takes a report once per account, and lists it for the staff', async () => {
    const rude = await postComment(t, 'poem', item, bob, { text: 'Something rude' });
    const res = await report(cy, rude._id, { reason: 'harassment', note: '  Aimed at me ' });
    expectReply(commentCalls.report, res, 201);
    expect((await report(cy, rude._id, { reason: 'spam' })).status).toBe(201);
    const reports = await openReports();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      reason: 'harassment',
      note: 'Aimed at me',
      reporter: { name: 'Cy' },
      comment: {
        _id: rude._id,
        text: 'Something rude',
        author: { name: 'Bob' },
        kind: 'poem',
        itemTitle: 'Quiet Poem',
      },
    });
  });

  it('refuses a report without a reason (400), of a missing comment (404), without a token (401)', async () => {
    const posted = await postComment(t, 'poem', item, bob, { text: 'Fine words' });
    expectCode(
      await report(cy, posted._id, { reason: 'boring' }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    expectCode(
      await report(cy, posted._id, { reason: 'other', note: 'x'.repeat(501) }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    expectCode(await report(cy, 'd'.repeat(24), { reason: 'spam' }), 404, ErrorCode.NOT_FOUND);
    const anonymous = await request(t.app)
      .post(commentCalls.report.path.replace(':id', posted._id))
      .send({ reason: 'spam' });
    expectCode(anonymous, 401, ErrorCode.UNAUTHORIZED);
  });

  it('hides a comment for everyone but its author, who sees it marked hidden', async () => {
    const bad = await postComment(t, 'poem', item, bob, { text: 'To be hidden' });
    await postComment(t, 'poem', item, cy, { text: 'A reply under it', parentId: bad._id });
    await report(cy, bad._id, { reason: 'spam' });
    await report(ann, bad._id, { reason: 'spam' });
    const countBefore = (await readThread(t, 'poem', item)).count;
    const open = (await openReports()).filter((r) => r.comment._id === bad._id);
    expect(open).toHaveLength(2);

    const res = await request(t.app).post(
      reportDevCalls.hide.path.replace(':id', open[0]?._id ?? ''),
    );
    expectReply(reportDevCalls.hide, res, 200);
    expect((await openReports()).some((r) => r.comment._id === bad._id)).toBe(false);
    for (const viewer of [undefined, cy, ann]) {
      expect(textsOf(await readThread(t, 'poem', item, viewer))).not.toContain('To be hidden');
    }
    const own = await readThread(t, 'poem', item, bob);
    expect(own.items.find((c) => c._id === bad._id)).toMatchObject({
      state: 'hidden',
      text: 'To be hidden',
    });
    // The thread and its reply went with it: two fewer in the count everyone sees.
    expect(own.count).toBe(countBefore - 2);
    expectCode(await report(cy, bad._id, { reason: 'spam' }), 404, ErrorCode.NOT_FOUND);
    expectCode(
      await request(t.app).post(reportDevCalls.hide.path.replace(':id', open[1]?._id ?? '')),
      404,
      ErrorCode.NOT_FOUND,
    );
  });

  it('dismisses a report and leaves the comment be', async () => {
    const fine = await postComment(t, 'poem', item, bob, { text: 'Perfectly fine' });
    await report(cy, fine._id, { reason: 'other' });
    const open = (await openReports()).find((r) => r.comment._id === fine._id);
    const res = await request(t.app).post(
      reportDevCalls.dismiss.path.replace(':id', open?._id ?? ''),
    );
    expectReply(reportDevCalls.dismiss, res, 200);
    expect(textsOf(await readThread(t, 'poem', item))).toContain('Perfectly fine');
    expect((await openReports()).some((r) => r.comment._id === fine._id)).toBe(false);
  });

  it('serves the reports in the developer panel, with forms that act and come back', async () => {
    const posted = await postComment(t, 'poem', item, bob, {
      text: '<img src=x onerror=alert(1)>',
    });
    await report(cy, posted._id, { reason: 'spam' });
    const panel = await request(t.app).get('/__dev');
    expect(panel.text).toContain('Reported comments');
    expect(panel.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(panel.text).not.toContain('<img src=x');
    const id = (await openReports()).find((r) => r.comment._id === posted._id)?._id ?? '';
    expect(panel.text).toContain(`action="/__dev/reports/${id}/hide"`);
    const form = await request(t.app).post(`/__dev/reports/${id}/hide`).type('form').send('');
    expect(form.status).toBe(303);
    expect(form.headers.location).toBe('/__dev?done=hidden');
    const again = await request(t.app).post(`/__dev/reports/${id}/dismiss`).type('form').send('');
    expect(again.headers.location).toBe('/__dev?done=closed');
    expect((await request(t.app).get('/__dev?done=closed')).text).toContain(
      'That report was already closed.',
    );
  });
});
