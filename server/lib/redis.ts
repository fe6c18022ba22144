import { Redis } from 'ioredis';

/**
 * The Redis connection limits are shared through (REDIS_URL). A command fails at once while Redis
 * does not answer, instead of queueing behind the outage, so sign-ins go on with this process's own
 * counts; the connection keeps trying in the background and is used again as soon as it answers.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}

/** Waits for the connection to be ready, up to `timeoutMs`; answers whether it is. */
export function redisReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}
