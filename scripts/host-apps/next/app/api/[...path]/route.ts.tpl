import { getResponse } from 'msw';
import { handlers } from '@edupassport/api-client/mocks';

// The kit's stateful mock backend served by the app itself, so the browser's calls get real answers.
async function answer(request: Request): Promise<Response> {
  return (await getResponse(handlers, request)) ?? Response.json({ message: 'Not found' }, { status: 404 });
}

export { answer as GET, answer as POST, answer as PUT, answer as PATCH, answer as DELETE };
