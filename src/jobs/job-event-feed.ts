// One poll per job shared by every event stream open on it in this process: the job's events are read once an interval
// from the lowest cursor among its followers, and each follower is handed what comes after its own.
import type { JobEvent } from "../store/repos/job-events.js";
import type { JobRecord } from "../store/repos/jobs.js";
import { isFinished, isJobEnd } from "../store/schema-jobs.js";

/** The reads a feed makes: a page of a job's events after a seq, and the job's row when there are none. */
export interface FeedSource {
  events(jobId: string, after: number, limit: number): Promise<JobEvent[]>;
  get(jobId: string): Promise<JobRecord | null>;
}

export interface JobEventFollower {
  /** The next events after this follower's cursor; `ended` once the job has ended and they were all handed over. */
  next(): Promise<{ events: JobEvent[]; ended: boolean }>;
  /** Leaves the feed; the job's poll stops with its last follower. Safe to call more than once. */
  close(): void;
}

export interface JobEventFeed {
  follow(jobId: string, after: number): JobEventFollower;
  /** Jobs this process polls now (one poll each, however many streams follow it). */
  readonly jobsPolled: number;
}

const PAGE = 500;

interface Follower {
  after: number;
  pending: JobEvent[];
  ended: boolean;
  failure?: unknown;
  wake?: () => void;
}

export function createJobEventFeed(source: FeedSource, intervalMs: number): JobEventFeed {
  const polls = new Map<string, JobPoll>();
  return {
    get jobsPolled() {
      return polls.size;
    },
    follow(jobId, after) {
      const poll =
        polls.get(jobId) ??
        new JobPoll(jobId, source, intervalMs, (done) => polls.get(jobId) === done && polls.delete(jobId));
      polls.set(jobId, poll);
      const follower: Follower = { after, pending: [], ended: false };
      poll.add(follower);
      let open = true;
      return {
        async next() {
          while (open && !follower.pending.length && !follower.ended && follower.failure === undefined)
            await new Promise<void>((resolve) => (follower.wake = resolve));
          if (follower.failure !== undefined) throw follower.failure;
          const events = follower.pending.splice(0);
          return { events, ended: !open || (follower.ended && !follower.pending.length) };
        },
        close() {
          if (!open) return;
          open = false;
          poll.remove(follower);
          follower.wake?.();
        },
      };
    },
  };
}

/** One job's poll: runs while it has followers, at once when one joins, then every interval. */
class JobPoll {
  private readonly followers = new Set<Follower>();
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private again = false;

  constructor(
    private readonly jobId: string,
    private readonly source: FeedSource,
    private readonly intervalMs: number,
    private readonly stopped: (poll: JobPoll) => void,
  ) {}

  add(follower: Follower): void {
    this.followers.add(follower);
    // A newcomer's backlog is read now: in the poll running, or one more right after it.
    if (this.polling) this.again = true;
    else {
      clearTimeout(this.timer);
      void this.poll();
    }
  }

  remove(follower: Follower): void {
    this.followers.delete(follower);
    if (!this.followers.size && !this.polling) this.stop();
  }

  private stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.stopped(this);
  }

  private async poll(): Promise<void> {
    this.polling = true;
    try {
      let more = true;
      while (more && this.followers.size) {
        this.again = false;
        // Those here when the read starts: one who joins during it may be further back, and is served by the next read.
        const round = [...this.followers];
        const from = Math.min(...round.map((f) => f.after));
        const events = await this.source.events(this.jobId, from, PAGE);
        const ended = events.length ? events.some((e) => isJobEnd(e.type)) : await this.finished();
        for (const f of round) {
          if (!this.followers.has(f)) continue;
          const fresh = events.filter((e) => e.seq > f.after);
          if (fresh.length) {
            f.after = fresh.at(-1)!.seq;
            f.pending.push(...fresh);
          }
          if (ended) {
            f.ended = true;
            this.followers.delete(f);
          }
          if (fresh.length || ended) f.wake?.();
        }
        more = this.again || events.length === PAGE;
      }
    } catch (err) {
      for (const f of this.followers) {
        f.failure = err;
        f.wake?.();
      }
      this.followers.clear();
    } finally {
      this.polling = false;
    }
    if (!this.followers.size) return this.stop();
    this.timer = setTimeout(() => void this.poll(), this.intervalMs);
    this.timer.unref();
  }

  private async finished(): Promise<boolean> {
    const job = await this.source.get(this.jobId);
    return !job || isFinished(job.state);
  }
}
