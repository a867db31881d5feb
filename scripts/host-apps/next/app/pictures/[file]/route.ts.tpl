import { getResponse } from 'msw';
import { pictureHandlers } from '@edupassport/api-client/mocks';

// The mock data's pictures (`/pictures/<seed>-<w>x<h>.svg`) drawn by the app itself, as the Vite app's service
// worker draws them: the server HTML's <img> tags load from the first paint, and the page reaches no outside host.
export async function GET(request: Request): Promise<Response> {
  return (await getResponse(pictureHandlers, request)) ?? new Response('Not found', { status: 404 });
}
