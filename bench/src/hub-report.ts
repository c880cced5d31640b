// The hub benchmark's Markdown tables (docs/PERFORMANCE.md takes them as printed).
import type { FanOutRow, MemoryRow, StormRow } from './hub-measure.ts';
import { POSTERS, TEXT_LENGTH } from './hub-measure.ts';
import { LABEL, type ServerKind } from './hub-servers.ts';
import { fmt } from './load.ts';

export function hubReport(seconds: number, fanRows: FanOutRow[], memoryRows: MemoryRow[], storm: StormRow | null) {
  const lines: string[] = [];
  const get = (kind: ServerKind, n: number, r: number) =>
    fanRows.find((x) => x.kind === kind && x.subscribers === n && x.rate === r);
  const frames = [...new Set(fanRows.map((r) => `${LABEL[r.kind]} ${r.frameBytes} B`))].join(', ');
  lines.push(
    `Fan-out: ${seconds} s of posting per row, ${POSTERS} posters (in the group too), ${TEXT_LENGTH}-character messages; delivered frames: ${frames}.`,
    '',
    '| server | subscribers | msg/s | delivered / expected | dup | p50 ms | p99 ms | CPU ms / 1,000 deliveries | vs Socket.IO | vs ws | p99 vs ws | server CPU | generator CPU | others | drops |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const row of fanRows) {
    const sio = get('socketio', row.subscribers, row.rate);
    const ws = get('ws', row.subscribers, row.rate);
    const ratio = (a: number, b: number | undefined) => (b ? `${fmt(a / b, 2)}×` : '–');
    lines.push(
      `| ${LABEL[row.kind]} | ${fmt(row.subscribers)} | ${row.rate} | ${fmt(row.delivered)} / ${fmt(row.expected)}` +
        ` | ${row.duplicates} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${fmt(row.cpuPer1000, 1)}` +
        ` | ${ratio(row.cpuPer1000, sio?.cpuPer1000)} | ${ratio(row.cpuPer1000, ws?.cpuPer1000)} | ${ratio(row.p99, ws?.p99)}` +
        ` | ${fmt(row.serverCpu * 100)}% | ${fmt(row.generatorCpu * 100)}% | ${fmt(row.otherCpu * 100)}% | ${row.drops} |`,
    );
  }
  if (memoryRows.length) {
    lines.push(
      '',
      '| server | RSS after warm-up | per idle connection at 5,000 | at 10,000 |',
      '| --- | ---: | ---: | ---: |',
    );
    for (const m of memoryRows) {
      lines.push(
        `| ${LABEL[m.kind]} | ${fmt(m.baseMb)} MB | ${fmt(m.at5000 / 1024, 1)} KB | ${fmt(m.at10000 / 1024, 1)} KB |`,
      );
    }
  }
  if (storm) {
    lines.push(
      '',
      `Join storm: ${fmt(storm.clients)} clients enter one session group over ${fmt(storm.spreadMs / 1000)} s (connect, CONNECT_USER, ENTER_GROUP) while ${POSTERS} posters send 10 messages/s.`,
      '',
      '| last join done | every count right | after the last join | join p50 / p99 | chat p50 / p99 meanwhile | count updates per client | reconnections | server CPU | others |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      `| ${fmt(storm.lastJoinMs / 1000, 2)} s | ${fmt(storm.allRightMs / 1000, 2)} s | ${fmt(storm.afterLastJoinMs)} ms | ${fmt(storm.joinP50)} / ${fmt(storm.joinP99)} ms | ${fmt(storm.chatP50)} / ${fmt(storm.chatP99)} ms | ${fmt(storm.updatesPerClient, 1)} | ${storm.retries} | ${fmt(storm.serverCpu * 100)}% | ${fmt(storm.otherCpu * 100)}% |`,
    );
  }
  return lines.join('\n');
}
