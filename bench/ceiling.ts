/** The ceiling: a bare Fastify route answering a fixed 2 KB JSON document, in its own process. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const payload = {
  items: Array.from({ length: 16 }, (_, index) => ({
    id: index + 1,
    name: `Product number ${index + 1}`,
    price: { amount: 1999 + index, currency: 'EUR' },
    url: `/en/catalogue/product-number-${index + 1}`,
  })),
};
app.get('/ceiling', async () => payload);
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ address });
