//===- Proxy.cpp - MLIR's language server, with layout pictures -----------===//
//
// Two directions, one thread each:
//   editor -> server: remember each document's text (full-document sync, as
//     MLIR's server asks for) and each hover request's place, then forward;
//   server -> editor: a reply to a remembered hover gets the layout picture
//     appended to its markdown (or becomes it), then forward.
// The editor's end of input closes the server's; the server's end of output
// ends the proxy, with the server's exit status.
//
//===----------------------------------------------------------------------===//

#include "Proxy.h"

#include "LayoutHover.h"
#include "tt/Registration/Registration.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/LSP/Transport.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <map>
#include <mutex>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace llvm;

namespace {

struct HoverPlace {
  std::string uri;
  unsigned line, character;
};

/// What the editor's side tells the server's side.
struct SharedState {
  std::mutex mutex;
  StringMap<std::string> documents;
  std::map<std::string, HoverPlace> pendingHovers; // by the request id, as JSON text
};

std::string idKey(const json::Value &id) { return formatv("{0}", id).str(); }

void writeMessage(std::FILE *out, const json::Value &message, bool pretty) {
  std::string body = pretty ? formatv("{0:2}", message).str() : formatv("{0}", message).str();
  std::fprintf(out, "Content-Length: %zu\r\n\r\n%s", body.size(), body.c_str());
  std::fflush(out);
}

/// Notes what a message from the editor says about documents and hovers.
void observeEditorMessage(const json::Object &message, SharedState &state) {
  std::optional<StringRef> method = message.getString("method");
  const json::Object *params = message.getObject("params");
  if (!method || !params)
    return;
  const json::Object *document = params->getObject("textDocument");
  std::optional<StringRef> uri = document ? document->getString("uri") : std::nullopt;
  if (!uri)
    return;
  std::lock_guard<std::mutex> lock(state.mutex);
  if (*method == "textDocument/didOpen") {
    if (std::optional<StringRef> text = document->getString("text"))
      state.documents[*uri] = text->str();
  } else if (*method == "textDocument/didChange") {
    if (const json::Array *changes = params->getArray("contentChanges"))
      for (const json::Value &change : *changes)
        if (const json::Object *c = change.getAsObject(); c && !c->get("range"))
          if (std::optional<StringRef> text = c->getString("text"))
            state.documents[*uri] = text->str();
  } else if (*method == "textDocument/didClose") {
    state.documents.erase(*uri);
  } else if (*method == "textDocument/hover") {
    const json::Value *id = message.get("id");
    const json::Object *position = params->getObject("position");
    if (!id || !position)
      return;
    std::optional<int64_t> line = position->getInteger("line");
    std::optional<int64_t> character = position->getInteger("character");
    if (line && character && *line >= 0 && *character >= 0)
      state.pendingHovers[idKey(*id)] = {uri->str(), unsigned(*line), unsigned(*character)};
  }
}

/// Adds the layout picture to a hover reply, if the hover was on a layout.
void augmentHoverReply(json::Object &message, SharedState &state, mlir::MLIRContext &context) {
  const json::Value *id = message.get("id");
  if (!id || message.get("method"))
    return;
  HoverPlace place;
  std::string document;
  {
    std::lock_guard<std::mutex> lock(state.mutex);
    auto it = state.pendingHovers.find(idKey(*id));
    if (it == state.pendingHovers.end())
      return;
    place = it->second;
    state.pendingHovers.erase(it);
    auto doc = state.documents.find(place.uri);
    if (doc == state.documents.end())
      return;
    document = doc->second;
  }
  std::optional<std::string> picture =
      tt::getLayoutHover(context, document, place.line, place.character);
  if (!picture)
    return;
  json::Value *result = message.get("result");
  json::Object *hover = result ? result->getAsObject() : nullptr;
  json::Object *contents = hover ? hover->getObject("contents") : nullptr;
  if (contents && contents->getString("value")) {
    (*contents)["value"] = (*contents->getString("value") + "\n\n" + *picture).str();
    return;
  }
  message["result"] = json::Object{
      {"contents", json::Object{{"kind", "markdown"}, {"value", *picture}}}};
}

/// Starts `server` with pipes for its standard input and output.
bool startServer(StringRef server, ArrayRef<std::string> args, pid_t &pid, std::FILE *&toServer,
                 std::FILE *&fromServer) {
  int in[2], out[2];
  if (pipe(in) != 0 || pipe(out) != 0)
    return false;
  pid = fork();
  if (pid < 0)
    return false;
  if (pid == 0) {
    dup2(in[0], STDIN_FILENO);
    dup2(out[1], STDOUT_FILENO);
    close(in[0]), close(in[1]), close(out[0]), close(out[1]);
    std::vector<std::string> owned = {server.str()};
    owned.insert(owned.end(), args.begin(), args.end());
    std::vector<char *> argv;
    for (std::string &arg : owned)
      argv.push_back(arg.data());
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  close(in[0]), close(out[1]);
  toServer = fdopen(in[1], "w");
  fromServer = fdopen(out[0], "r");
  return toServer && fromServer;
}

} // namespace

int tt::runLayoutHoverProxy(StringRef server, ArrayRef<std::string> serverArgs, bool delimited,
                            bool pretty) {
  pid_t pid;
  std::FILE *toServer = nullptr, *fromServer = nullptr;
  if (!startServer(server, serverArgs, pid, toServer, fromServer)) {
    errs() << "tt-lsp-server: error: cannot start the language server '" << server << "'\n";
    return 1;
  }
  SharedState state;

  std::thread serverToEditor([&] {
    mlir::DialectRegistry registry;
    tt::registerAllDialects(registry);
    mlir::MLIRContext context(registry);
    context.loadAllAvailableDialects();
    lsp::JSONTransportInputOverFile input(fromServer, lsp::JSONStreamStyle::Standard);
    std::string text;
    while (!input.isEndOfInput() && !input.hasError() && succeeded(input.readMessage(text))) {
      Expected<json::Value> message = json::parse(text);
      if (!message) {
        consumeError(message.takeError());
        continue;
      }
      if (json::Object *object = message->getAsObject())
        augmentHoverReply(*object, state, context);
      writeMessage(stdout, *message, pretty);
    }
  });

  lsp::JSONTransportInputOverFile input(
      stdin, delimited ? lsp::JSONStreamStyle::Delimited : lsp::JSONStreamStyle::Standard);
  std::string text;
  while (!input.isEndOfInput() && !input.hasError()) {
    if (failed(input.readMessage(text)))
      continue;
    Expected<json::Value> message = json::parse(text);
    if (!message) {
      // The server answers malformed input itself.
      std::fprintf(toServer, "Content-Length: %zu\r\n\r\n%s", text.size(), text.c_str());
      std::fflush(toServer);
      consumeError(message.takeError());
      continue;
    }
    if (const json::Object *object = message->getAsObject())
      observeEditorMessage(*object, state);
    writeMessage(toServer, *message, /*pretty=*/false);
  }
  std::fclose(toServer);
  serverToEditor.join();
  std::fclose(fromServer);
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
