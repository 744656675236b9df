import { recordsOf, type Json } from './json.js';
import { snowflake } from './snowflake.js';

/** Application commands the bot registered, global and per guild, as Discord stores them. */
export class CommandRegistry {
  private readonly scopes = new Map<string, Json[]>();

  constructor(private readonly applicationId: string) {}

  list(guildId: string | null): Json[] {
    return this.scopes.get(guildId ?? 'global') ?? [];
  }

  /** PUT: replace the whole scope; a command keeps its id when its name and type survive. */
  overwrite(guildId: string | null, definitions: Json[]): Json[] {
    const previous = this.list(guildId);
    const next = definitions.map((d) => this.normalize(d, guildId, previous.find((p) => sameCommand(p, d))));
    this.scopes.set(guildId ?? 'global', next);
    return next;
  }

  /** POST: create, or replace the command with the same name and type. */
  upsert(guildId: string | null, definition: Json): { command: Json; created: boolean } {
    const scope = [...this.list(guildId)];
    const index = scope.findIndex((p) => sameCommand(p, definition));
    const command = this.normalize(definition, guildId, index >= 0 ? scope[index] : undefined);
    if (index >= 0) scope[index] = command;
    else scope.push(command);
    this.scopes.set(guildId ?? 'global', scope);
    return { command, created: index < 0 };
  }

  get(guildId: string | null, id: string): Json | undefined {
    return this.list(guildId).find((c) => c.id === id);
  }

  edit(guildId: string | null, id: string, patch: Json): Json | undefined {
    const existing = this.get(guildId, id);
    if (!existing) return undefined;
    return this.upsert(guildId, { ...existing, ...patch }).command;
  }

  delete(guildId: string | null, id: string): boolean {
    const scope = this.list(guildId);
    const next = scope.filter((c) => c.id !== id);
    this.scopes.set(guildId ?? 'global', next);
    return next.length !== scope.length;
  }

  /** The chat input command a user would see in this guild (guild commands shadow global ones). */
  findChatInput(name: string, guildId: string | null): Json | undefined {
    const isIt = (c: Json): boolean => c.name === name && (c.type ?? 1) === 1;
    return (guildId ? this.list(guildId).find(isIt) : undefined) ?? this.list(null).find(isIt);
  }

  private normalize(definition: Json, guildId: string | null, previous: Json | undefined): Json {
    return {
      id: previous?.id ?? snowflake(),
      application_id: this.applicationId,
      version: snowflake(),
      type: definition.type ?? 1,
      name: definition.name,
      name_localizations: definition.name_localizations ?? null,
      description: definition.description ?? '',
      description_localizations: definition.description_localizations ?? null,
      options: recordsOf(definition.options),
      default_member_permissions: definition.default_member_permissions ?? null,
      dm_permission: definition.dm_permission ?? true,
      contexts: definition.contexts ?? null,
      integration_types: definition.integration_types ?? [0],
      nsfw: definition.nsfw ?? false,
      ...(guildId ? { guild_id: guildId } : {}),
    };
  }
}

function sameCommand(a: Json, b: Json): boolean {
  return a.name === b.name && (a.type ?? 1) === (b.type ?? 1);
}
